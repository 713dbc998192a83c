import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { supportedLanguages } from '../../../src/i18n/languages.ts'
import { shellTranslationsElement } from '../../../src/i18n/shell-translations.ts'

/**
 * Puts every language's `common` into index.html after #root, in `npm run dev` and in the build
 * (read afresh each time, so an edit shows on reload). The prerender swaps it for the page's own
 * translations (build/src/prerender/page-document.ts).
 */
export function shellTranslations(localesDir: string): Plugin {
  return {
    name: 'shell-translations',
    transformIndexHtml(html) {
      const root = '<div id="root"></div>'
      if (!html.includes(root))
        throw new Error('index.html has no empty #root to put the shell translations after')
      const common = Object.fromEntries(
        supportedLanguages.map((language) => [
          language,
          JSON.parse(readFileSync(`${localesDir}/${language}/common.json`, 'utf8')) as unknown,
        ]),
      )
      return html.replace(root, `${root}\n    ${shellTranslationsElement(common)}`)
    },
  }
}
