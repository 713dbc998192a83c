import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { useActiveLanguage } from './use-active-language'

function ShownLanguage() {
  const { active, option } = useActiveLanguage()
  return <p>{`${active} ${option.code}`}</p>
}

describe('useActiveLanguage', { timeout: 20_000 }, () => {
  it('reads the language of the provided i18next instance', async () => {
    await renderWithI18n(<ShownLanguage />, 'en')
    expect(screen.getByText('en en')).toBeInTheDocument()
  })

  it('renders again when the language changes', async () => {
    const { i18n } = await renderWithI18n(<ShownLanguage />, 'en')
    await act(() => i18n.changeLanguage('zh'))
    expect(screen.getByText('zh zh')).toBeInTheDocument()
  })
})
