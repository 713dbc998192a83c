import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createTestI18n } from '@/test/test-i18n'
import { LanguageSwitcher } from './language-switcher'

async function renderIn(language: string) {
  const i18n = await createTestI18n(language)
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageSwitcher />
    </I18nextProvider>,
  )
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
})
