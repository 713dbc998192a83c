import { checkContentWith } from '@/i18n/content-check'

/** Development only: an editor who breaks a page's JSON sees the unavailable screen and the key in the console. */
export async function enableContentChecks() {
  const { checkPageContent } = await import('./page-content-schemas')
  checkContentWith(checkPageContent)
}
