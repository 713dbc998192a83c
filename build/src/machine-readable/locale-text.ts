/** A build script's view of one language's locale files: { common: {...}, 'articles/x': {...} }. */
export type LanguageResources = Record<string, unknown>

/** "{{title}} | {{brand}}" with its values: the build's texts use plain placeholders, no formats. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`"${template}" needs a value for ${name}`)
    return values[name]
  })
}

/** The string at a dotted key of a namespace ("share", "card.alt"); throws when the locale lacks it. */
export function textAt(resources: LanguageResources, namespace: string, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      resources[namespace],
    )
  if (typeof value !== 'string') throw new Error(`The locale has no text at ${namespace}:${key}`)
  return value
}
