import type { Page } from '@playwright/test'

/**
 * Records every Content-Security-Policy violation the page reports, from its first script on; the
 * returned function reads them. A violation is something the site needs and its policy forbids.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? [])
}
