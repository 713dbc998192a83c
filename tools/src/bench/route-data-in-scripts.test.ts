import { describe, expect, it } from 'vitest'
import type { Manifest } from '../../../build/src/route-bytes'
import { routeDataInScripts } from './route-data-in-scripts'

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/pages/guides/article-page.tsx': { file: 'assets/article.js', imports: ['_shared.js', 'index.html'] },
  'content/routes/marketing.json': { file: 'assets/marketing.js' },
}
const routes = [
  { path: '/marketing', page: 'marketing/marketing-page', section: 'marketing' },
  {
    path: '/marketing/research/seo',
    page: 'guides/article-page',
    section: 'marketing',
    article: 'marketing/research-seo',
  },
  {
    path: '/marketing/domestic/b2c/wechat',
    page: 'guides/article-page',
    section: 'marketing',
    article: 'marketing/domestic-b2c-wechat',
  },
]
const files = (texts: Record<string, string>) => (file: string) => texts[file] ?? ''

describe('routeDataInScripts', () => {
  it('passes a build whose guide route data sits in section chunks only', () => {
    const texts = {
      'assets/marketing.js': 'export default [{path:"research/seo"},{path:"domestic/b2c/wechat"}]',
      'assets/index.js': 'const home="/marketing"',
    }
    expect(routeDataInScripts(manifest, routes, files(texts))).toEqual([])
  })

  it('names the scripts of a guide page that carry route data, whatever the form', () => {
    const texts = {
      'assets/index.js': 'const published={marketing:["research/seo",`domestic/b2c/wechat`]}',
      'assets/article.js': 'link("/marketing/research/seo")',
    }
    expect(routeDataInScripts(manifest, routes, files(texts))).toEqual([
      'assets/index.js: /marketing/research/seo',
      'assets/index.js: /marketing/domestic/b2c/wechat',
      'assets/article.js: /marketing/research/seo',
    ])
  })
})
