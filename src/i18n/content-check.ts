/**
 * What each kind of page content holds, by the name a page asks for it with (usePageContent).
 * src/pages/page-content-schemas.ts fills it from the schemas, so this folder needs no page.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PageContents {}

export type ContentKind = keyof PageContents & string
export type ContentOf<Kind extends ContentKind> = PageContents[Kind]

export interface ContentIssue {
  path: string[]
  message: string
}

export type ContentChecker = (kind: ContentKind, value: unknown) => ContentIssue[]

let checker: ContentChecker | undefined

/**
 * Turns the check of page content on (development, the prerender, the tests) or off. The browser's
 * production bundle never sets one: every namespace it can fetch was checked when the build
 * prerendered the pages that read it, and the build fails on a problem.
 */
export function checkContentWith(next: ContentChecker | undefined) {
  checker = next
}

export const contentChecker = () => checker
