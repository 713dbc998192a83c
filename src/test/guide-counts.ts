import { publishedGuides } from '@super-individual/content/guide-paths'

/**
 * Guide counts from the route data, for tests that assert what a page counts: adding a guide to
 * content/routes/*.json moves the expectation with it instead of breaking it.
 */
export const guideCountIn = (section: keyof typeof publishedGuides): number => publishedGuides[section].length

export const guideCount: number = Object.values(publishedGuides).reduce((sum, paths) => sum + paths.length, 0)
