import i18next, { type BackendModule, type ReadCallback } from 'i18next'
import { act, render, screen } from '@testing-library/react'
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { i18nOptions } from './i18n-options'
import { loadNamespaceQuietly } from './load-namespace-quietly'

function backendServing(files: Record<string, object>): BackendModule {
  return {
    type: 'backend',
    init: () => {},
    read: (language: string, namespace: string, callback: ReadCallback) => {
      const file = files[`${language}/${namespace}`]
      setTimeout(() => (file ? callback(null, file) : callback(new Error('404'), false)))
    },
  }
}

async function startI18n(backend: BackendModule) {
  const instance = i18next.createInstance()
  await instance
    .use(backend)
    .use(initReactI18next)
    .init({
      ...i18nOptions,
      lng: 'zh',
      resources: { zh: { common: { brand: '超级个体' } } },
      react: { ...i18nOptions.react, useSuspense: false },
    })
  return instance
}

describe('loadNamespaceQuietly', () => {
  it("adds another language's namespace without rendering the page's translated components again", async () => {
    const i18n = await startI18n(backendServing({ 'en/common': { brand: 'Super Individual' } }))
    const renders = vi.fn()
    function Greeting() {
      const { t } = useTranslation('common')
      renders()
      return <p>{t('brand')}</p>
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    )
    expect(screen.getByText('超级个体')).toBeInTheDocument()
    const before = renders.mock.calls.length

    await act(() => loadNamespaceQuietly(i18n, 'en', 'common'))
    expect(i18n.t('brand', { ns: 'common', lng: 'en' })).toBe('Super Individual')
    expect(renders).toHaveBeenCalledTimes(before)

    // What the quiet load avoids: i18next's own loading re-renders every translated component.
    await act(() => i18n.reloadResources('en', 'common'))
    expect(renders.mock.calls.length).toBeGreaterThan(before)
  })

  it('rejects when the file cannot be had', async () => {
    const i18n = await startI18n(backendServing({}))
    await expect(loadNamespaceQuietly(i18n, 'en', 'common')).rejects.toThrow('404')
  })
})
