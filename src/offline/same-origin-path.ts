/**
 * The path of `address` when it stays on this site, else null. ?from= is whatever the link said,
 * and browsers read `/\host`, `/\t/host` or `\/host` as another site: resolving it as the browser
 * will, then comparing origins, is the only test that agrees with the click.
 */
export function sameOriginPath(address: string | null, origin: string): string | null {
  if (!address?.startsWith('/') && !address?.startsWith('\\')) return null
  let url: URL
  try {
    url = new URL(address, origin)
  } catch {
    return null
  }
  return url.origin === origin ? url.pathname + url.search + url.hash : null
}
