import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { createLocationProbe } from '@/test/location-probe'
import { createTestI18n } from '@/test/test-i18n'
import { LanguageSwitcher } from './language-switcher'

async function renderIn(language: string, path = language === 'en' ? '/en' : '/') {
  const i18n = await createTestI18n(language)
  // The switcher navigates to the other language's URL, so it lives inside a router.
  const { LocationProbe, currentLocation } = createLocationProbe()
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <LanguageSwitcher />
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  )
  return currentLocation
}

describe('LanguageSwitcher', () => {
  // WCAG 2.5.3 label in name: a voice-control user says what they see ("click EN").
  it.each([
    ['zh', '中文 （当前语言：中文）', 'EN （切换到English）'],
    ['en', 'EN (current language: English)', '中文 (switch to 中文)'],
  ])('in %s, each name starts with the visible short name', async (language, activeName, otherName) => {
    await renderIn(language)
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((button) => button.textContent?.split(/[（(]/)[0].trim())).toEqual(['中文', 'EN'])
    const active = screen.getByRole('button', { pressed: true })
    expect(active).toHaveAccessibleName(activeName)
    expect(active).toBeDisabled()
    expect(screen.getByRole('button', { pressed: false })).toHaveAccessibleName(otherName)
  })

  it('goes to the same page in the other language, keeping query and fragment, and remembers the choice', async () => {
    const currentLocation = await renderIn('zh', '/marketing/research/seo?tab=2#section-3')
    await userEvent.click(screen.getByRole('button', { name: /^EN/ }))
    expect(currentLocation()).toMatchObject({
      pathname: '/en/marketing/research/seo',
      search: '?tab=2',
      hash: '#section-3',
    })
    expect(localStorage.getItem('i18nextLng')).toBe('en')
  })
})
