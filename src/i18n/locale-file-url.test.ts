import i18next from 'i18next'
import { expect, it } from 'vitest'
import { backendOptions } from './i18n-options'
import { localeFileUrl } from './locale-file-url'

it('gives the backend’s own address for a namespace, with the build version that busts caches', async () => {
  const i18n = i18next.createInstance()
  await i18n.init({ backend: backendOptions('b1'), lng: 'zh', resources: {} })
  expect(localeFileUrl(i18n, 'en', 'reader-change-days/marketing')).toBe(
    '/locales/en/reader-change-days/marketing.json?v=b1',
  )
})
