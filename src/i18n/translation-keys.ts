import type { CustomTypeOptions, ParseKeys } from 'i18next'

/** The namespaces whose keys TypeScript knows (src/i18n/i18next-resources.d.ts). */
export type Namespace = keyof CustomTypeOptions['resources']

/** A key of one namespace: a misspelt key stored in data fails the typecheck where it is written. */
export type TranslationKey<Ns extends Namespace> = ParseKeys<Ns>
