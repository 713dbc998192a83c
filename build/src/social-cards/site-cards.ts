import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { prerenderedRoutes } from '../../../src/routes/route-table'
import { supportedLanguages } from '../../../src/i18n/languages'
import { withLanguagePrefix } from '../../../src/i18n/language-path'
import type { LanguageResources } from '../machine-readable/locale-text'
import { cardForPage, type PageCard } from './page-card'
import { repoRoot } from '@super-individual/content/node'

const localesDir = join(repoRoot, 'public', 'locales')

/** The namespaces a card reads, from public/locales (tests; the build reads its own copy in dist). */
function cardResources(language: string): LanguageResources {
  const names = readdirSync(join(localesDir, language)).filter((file) =>
    ['navigation.json', 'common.json', 'machine-readable.json'].includes(file),
  )
  return Object.fromEntries(
    names.map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')),
    ]),
  )
}

/** Every card a build writes: each published, prerendered page in each language. */
export function siteCards(): PageCard[] {
  return supportedLanguages.flatMap((language) => {
    const resources = cardResources(language)
    return prerenderedRoutes
      .filter((route) => !route.draft)
      .map((route) => cardForPage(route, withLanguagePrefix(route.path, language), resources))
  })
}
