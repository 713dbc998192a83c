// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { allResources } from '@/test/test-i18n'
import { renderPage } from './render-page'

const english = () => ({ en: structuredClone(allResources.en) })

describe('renderPage', { timeout: 20_000 }, () => {
  it('renders a page with its title and the translations it used', async () => {
    const page = await renderPage('/en/tools-services', english())
    expect(page.html).toContain('<h1')
    expect(Object.keys(page.translations.namespaces)).toContain('tools')
  })

  it('stops the build on content its schema rejects, naming the page and the key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const resources = english()
    const tools = resources.en.tools as { hero: { title: string } }
    tools.hero.title = `${tools.hero.title} `
    await expect(renderPage('/en/tools-services', resources)).rejects.toThrow(
      /content of \/en\/tools-services is invalid[\s\S]*"hero\.title" \(tools\)/,
    )
    // The next page starts clean.
    await expect(renderPage('/en/tools-services', english())).resolves.toBeDefined()
    vi.restoreAllMocks()
  })
})
