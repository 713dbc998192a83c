import { describe, expect, it } from 'vitest'
import { withLanguagePrefix } from '../../src/i18n/language-path'
import { defaultLanguage, supportedLanguages } from '../../src/i18n/languages'
import { routeTable } from '../../src/routes/route-table'
import { groupRedirects } from '../../src/routes/sidebar-tree'
import { hostRules, nginxConf, vercelJson, type SiteMap } from './site-files'

const site: SiteMap = {
  siteUrl: 'https://example.com',
  languages: supportedLanguages,
  defaultLanguage,
  routes: routeTable,
  redirects: groupRedirects,
  inLanguage: withLanguagePrefix,
}
const rules = hostRules(site)

describe('host configuration', () => {
  // Vercel reads its rules from the repository root before building. After a route change,
  // `npx vitest run scripts/prerender -u` rewrites the file.
  it('the committed vercel.json matches the route table', async () => {
    await expect(vercelJson(rules)).toMatchFileSnapshot('../../vercel.json')
  })

  it('gives nginx the same rules: redirects, the shell for client-only pages, pages, then 404.html', () => {
    const conf = nginxConf(rules)
    expect(conf).toContain('location ~ ^/en/marketing/domestic/?$ { return 301 /en/marketing; }')
    expect(conf).toContain('location ~ ^/en/profile/?$ { try_files /shell.html =404; }')
    expect(conf).toContain('location / { try_files $uri $uri/index.html =404; }')
    expect(conf.trim().endsWith('error_page 404 /404.html;')).toBe(true)
    expect(conf.match(/return 301/g)).toHaveLength(rules.redirects.length)
  })
})
