import { join } from 'node:path'

/** The repository's root: content/ sits at its top, beside src/, public/ and examples/. */
export const repoRoot = join(import.meta.dirname, '..', '..', '..')

/** The package's own root (content/), where the glossary, the route data, reviews and facts live. */
export const contentRoot = join(repoRoot, 'content')
