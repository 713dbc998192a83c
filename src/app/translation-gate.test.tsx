import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import enCommon from '../../public/locales/en/common.json'
import { TranslationGate } from './translation-gate'

async function bundledOnly(language: string) {
  const instance = i18next.createInstance()
  await instance.init({ lng: language, resources: { en: { common: enCommon } }, defaultNS: 'common' })
  return instance
}

describe('TranslationGate', () => {
  it('shows the loading text until translations are ready', async () => {
    let finish = () => {}
    const ready = new Promise<void>((resolve) => (finish = resolve))
    render(
      <TranslationGate instance={await bundledOnly('en')} ready={ready}>
        <p>site</p>
      </TranslationGate>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading translations...')
    finish()
    expect(await screen.findByText('site')).toBeInTheDocument()
  })

  it('shows the translation error from bundled text and reloads on the button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = vi.fn()
    render(
      <TranslationGate
        instance={await bundledOnly('en')}
        ready={Promise.reject(new Error('offline'))}
        reload={reload}
      >
        <p>site</p>
      </TranslationGate>,
    )
    expect(await screen.findByText('Translation Error')).toBeInTheDocument()
    expect(
      screen.getByText('Failed to load translations. Please refresh the page or try again later.'),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }))
    expect(reload).toHaveBeenCalledOnce()
    expect(screen.queryByText('site')).not.toBeInTheDocument()
  })
})
