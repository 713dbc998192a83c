/**
 * `npm run screenshots`: full-page pictures of every kind of page, to look at, not a check.
 * Writes screenshots/<name>-<lang>-<width>-<theme>.png (and 900 px slices in screenshots/parts/).
 */
import { expect, test, type Page } from '@playwright/test'
import { languages, locale, type Language } from '../support/locales'
import { createConfirmedAccount, logIn } from '../support/accounts'
import { saveScreens } from '../support/screens'

const themes = ['light', 'dark'] as const
const widths = [1280, 390] as const

interface Shot {
  name: string
  path: string
  /** Waits until the page shows what the picture is for. */
  ready: (page: Page, language: Language) => Promise<void>
}

const heading = async (page: Page) => {
  await expect(page.locator('main h1').first()).toBeVisible()
}

const shots: Shot[] = [
  { name: 'home', path: '/', ready: heading },
  { name: 'section', path: '/marketing', ready: heading },
  { name: 'article', path: '/marketing/research/seo', ready: heading },
  { name: 'article-code', path: '/products-tech/docker/devbox', ready: heading },
  // A numbers table, a template and a code block on one page.
  { name: 'article-blocks', path: '/products-tech/ai-programming/cursor', ready: heading },
  { name: 'tools', path: '/tools-services', ready: heading },
  { name: 'i18n-demo', path: '/i18n-demo', ready: heading },
  { name: 'dify', path: '/dify-editor', ready: heading },
  { name: '404', path: '/no-such-page', ready: heading },
  // What an offline sign-out leaves on the page it happened on.
  {
    name: 'signed-out-notice',
    path: '/?success=signed_out_here',
    ready: async (page) => {
      await heading(page)
      await expect(page.getByTestId('auth-notice')).toBeVisible()
    },
  },
  {
    name: 'settings-signed-in',
    path: '/settings',
    ready: async (page, language) => {
      // Signed in through the English dialog (the helper's words), then back in the shot's language.
      await page.goto('/en/settings?lng=en')
      await logIn(page, await createConfirmedAccount('Grace Hopper'))
      await page.goto(`/settings?lng=${language}`)
      const settings = locale<{ account: { sessionsSection: string } }>(language, 'auth').account
      await expect(page.getByRole('heading', { name: settings.sessionsSection })).toBeVisible()
    },
  },
  {
    name: 'auth-dialog',
    path: '/',
    ready: async (page, language) => {
      await heading(page)
      const login = locale<{ auth: { login: string } }>(language, 'common').auth.login
      await page.getByRole('banner').getByRole('button', { name: login, exact: true }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
]

for (const shot of shots) {
  for (const language of languages) {
    for (const width of widths) {
      for (const theme of themes) {
        const name = `${shot.name}-${language}-${width}-${theme}`
        test(name, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 })
          await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
          await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme)
          await page.goto(`${shot.path}${shot.path.includes('?') ? '&' : '?'}lng=${language}`)
          await shot.ready(page, language)
          await page.waitForLoadState('networkidle')
          await saveScreens(page, 'screenshots', name)
        })
      }
    }
  }
}
