import { describe, expect, it } from 'vitest'
import enLegal from '../../../public/locales/en/legal.json'
import zhLegal from '../../../public/locales/zh/legal.json'

// The privacy page says what the site keeps in the browser, by name. Every key the code writes to
// local or session storage, and every IndexedDB database it opens, must be named there in both
// languages: a new one added without a sentence fails here.

const sourceFiles = Object.values(
  import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)

/** The string a key argument names: a literal, or a constant declared in the same file as a literal. */
function valueOf(argument: string, source: string): string {
  const literal = /^['"`]([^'"`]+)['"`]$/.exec(argument)
  if (literal) return literal[1]
  const declared = new RegExp(`const ${argument}\\s*=\\s*['"\`]([^'"\`]+)['"\`]`).exec(source)
  if (declared) return declared[1]
  // Declared in another file and imported.
  for (const other of sourceFiles) {
    const exported = new RegExp(`export const ${argument}\\s*=\\s*['"\`]([^'"\`]+)['"\`]`).exec(other)
    if (exported) return exported[1]
  }
  throw new Error(`cannot tell which key ${argument} is`)
}

const storedNames = new Set(
  sourceFiles.flatMap((source) => [
    ...[...source.matchAll(/(?:localStorage|sessionStorage)\.setItem\(\s*([\w'"`-]+)/g)].map((match) =>
      valueOf(match[1], source),
    ),
    ...[...source.matchAll(/createStore\(\s*([\w'"`-]+)/g)].map((match) => valueOf(match[1], source)),
  ]),
)

const privacyText = (language: string) => JSON.stringify((language === 'zh' ? zhLegal : enLegal).privacy)

describe.each(['zh', 'en'])('the privacy page in %s', (language) => {
  it('names every key the site keeps in local or session storage and every database it opens', () => {
    expect([...storedNames].sort()).toEqual(expect.arrayContaining(['i18nextLng', 'learning', 'theme']))
    expect([...storedNames].filter((name) => !privacyText(language).includes(name))).toEqual([])
  })
})
