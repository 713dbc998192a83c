import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureArticle } from './fixture-article'
import { localeResources } from './test-resources'
import { writeMachineReadable } from './write-machine-readable'

let outDir = ''
afterEach(() => rm(outDir, { recursive: true, force: true }))

describe('writeMachineReadable', () => {
  it('gives every guide of the route table a Markdown copy and a line in llms.txt, and nothing to other pages', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'machine-readable-'))
    const resources = {
      ...localeResources('en'),
      'articles/marketing/research-seo': fixtureArticle,
      'articles/tools-services/online-new-guide': { ...fixtureArticle, title: 'A guide added today' },
    }
    const written = writeMachineReadable({
      outDir,
      language: 'en',
      resources,
      routes: [
        { path: '/' },
        { path: '/marketing', section: 'marketing' },
        { path: '/marketing/research/seo', section: 'marketing', article: 'marketing/research-seo' },
        {
          path: '/tools-services/online/new-guide',
          section: 'tools-services',
          article: 'tools-services/online-new-guide',
        },
      ],
      siteUrl: 'https://example.com',
      localizedPath: (path) => (path === '/' ? '/en' : `/en${path}`),
    })
    expect(written).toEqual([
      '/en/marketing/research/seo.md',
      '/en/tools-services/online/new-guide.md',
      '/en/llms.txt',
    ])
    expect(await readFile(join(outDir, 'en/tools-services/online/new-guide.md'), 'utf8')).toMatch(
      /^# A guide added today\n/,
    )
    const llms = await readFile(join(outDir, 'en/llms.txt'), 'utf8')
    expect(llms).toContain(
      '## Guides: Marketing\n\n- [Pricing research](https://example.com/en/marketing/research/seo.md): Price from what buyers pay.',
    )
    expect(llms).toContain(
      '## Guides: Tools & Services\n\n- [A guide added today](https://example.com/en/tools-services/online/new-guide.md)',
    )
  })
})
