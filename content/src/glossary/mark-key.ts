/** The namespace of a guide's marks (build/src/glossary writes it). */
export const marksNamespace = (articleId: string) => `glossary-marks/${articleId}`

/**
 * The key of a guide's paragraph ("2.p0") or list item ("2.l0") in its marks: section, kind, index.
 * This file imports nothing: the build's scripts (run by tsx, without the @/ alias) share it with
 * the page, and the guide's chunk gets no zod from it (glossary-content.ts holds the schemas).
 */
export const markKey = (section: number, kind: 'p' | 'l', item: number) => `${section}.${kind}${item}`
