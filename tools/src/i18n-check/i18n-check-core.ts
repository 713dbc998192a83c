import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { flattenLocale, isEmptyLeaf } from '@super-individual/content/node'

export type LocaleTree = Record<string, Record<string, Map<string, unknown>>>

export interface KeyUse {
  /** Where the key was found, for the message. */
  where: string
  key: string
  /** Namespaces the key may live in; the first match wins. */
  namespaces: string[]
}

/** Reads public/locales/{lng}/**.json into namespace → flattened keys. */
export function readLocales(localesDir: string): { tree: LocaleTree; problems: string[] } {
  const tree: LocaleTree = {}
  const problems: string[] = []
  for (const language of readdirSync(localesDir)) {
    const dir = join(localesDir, language)
    tree[language] = {}
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.json')) continue
      const namespace = file.replace(/\\/g, '/').replace(/\.json$/, '')
      try {
        tree[language][namespace] = flattenLocale(JSON.parse(readFileSync(join(dir, file), 'utf8')))
      } catch (error) {
        problems.push(`${language}/${file}: not valid JSON (${(error as Error).message})`)
      }
    }
  }
  return { tree, problems }
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** Languages have different plural forms (Chinese has only "other"), so any form of a plural key counts. */
function hasKeyOrPluralSibling(keys: Map<string, unknown>, key: string): boolean {
  if (keys.has(key)) return true
  const match = key.match(PLURAL_SUFFIX)
  return Boolean(match) && keys.has(key.replace(PLURAL_SUFFIX, '_other'))
}

/** Key parity between every pair of languages, and empty values. */
export function compareLanguages(tree: LocaleTree): string[] {
  const problems: string[] = []
  const languages = Object.keys(tree).sort()
  const namespaces = new Set(languages.flatMap((language) => Object.keys(tree[language])))
  for (const namespace of [...namespaces].sort()) {
    for (const language of languages) {
      const keys = tree[language][namespace]
      if (!keys) {
        problems.push(`${language}/${namespace}.json is missing`)
        continue
      }
      for (const [key, value] of keys) {
        if (isEmptyLeaf(value)) problems.push(`${language}/${namespace}.json: "${key}" is empty`)
        for (const other of languages) {
          if (
            other !== language &&
            tree[other][namespace] &&
            !hasKeyOrPluralSibling(tree[other][namespace], key)
          ) {
            problems.push(`${other}/${namespace}.json: missing key "${key}" (present in ${language})`)
          }
        }
      }
    }
  }
  return problems
}

/** A key is defined when it is a leaf, or the parent of leaves (used with returnObjects). */
function defines(keys: Map<string, unknown> | undefined, key: string): boolean {
  if (!keys) return false
  if (keys.has(key)) return true
  const prefix = `${key}.`
  for (const candidate of keys.keys()) if (candidate.startsWith(prefix)) return true
  // i18next plural forms: key_one, key_other...
  for (const candidate of keys.keys()) if (candidate.startsWith(`${key}_`)) return true
  return false
}

export function checkKeyUses(tree: LocaleTree, uses: KeyUse[]): string[] {
  const problems: string[] = []
  for (const use of uses) {
    let namespaces = use.namespaces
    let key = use.key
    const separator = key.indexOf(':')
    if (separator > 0) {
      namespaces = [key.slice(0, separator)]
      key = key.slice(separator + 1)
    }
    for (const language of Object.keys(tree)) {
      if (!namespaces.some((namespace) => defines(tree[language][namespace], key))) {
        problems.push(`${use.where}: "${use.key}" is not defined in ${language} (${namespaces.join(', ')})`)
      }
    }
  }
  return problems
}

const STRING = String.raw`['"]([^'"\n]+)['"]`

/**
 * Finds literal translation keys in source: t('key'), t('key', { ns: 'x' }), i18nKey="key".
 * Keys built at run time (template literals) cannot be seen here; the route table is checked directly.
 */
export function findKeyUses(file: string, source: string): KeyUse[] {
  const fileNamespaces = new Set<string>(['common'])
  for (const match of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|['"][^'"]+['"])/g)) {
    for (const name of match[1].matchAll(/['"]([^'"`$]+)['"]/g)) fileNamespaces.add(name[1])
  }
  const uses: KeyUse[] = []
  const callPattern = new RegExp(String.raw`\bt\(\s*${STRING}(\s*,\s*\{[^}]*\})?`, 'g')
  for (const match of source.matchAll(callPattern)) {
    const explicit = match[2]?.match(new RegExp(String.raw`ns:\s*${STRING}`))?.[1]
    const line = source.slice(0, match.index).split('\n').length
    uses.push({
      where: `${file}:${line}`,
      key: match[1],
      namespaces: explicit ? [explicit] : [...fileNamespaces],
    })
  }
  for (const match of source.matchAll(new RegExp(String.raw`i18nKey=${STRING}`, 'g'))) {
    const line = source.slice(0, match.index).split('\n').length
    uses.push({ where: `${file}:${line}`, key: match[1], namespaces: [...fileNamespaces] })
  }
  return uses
}

export function listSourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file))
}
