/**
 * The address links copied out of the site carry: the one the site is built for (VITE_SITE_URL, as
 * its canonical links and sitemap use), else the one the reader has open, so a production build
 * previewed on a laptop still copies the site's own links.
 */
export function siteOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined
  return configured ? new URL(configured).origin : window.location.origin
}
