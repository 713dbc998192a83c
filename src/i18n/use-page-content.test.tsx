import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestI18n } from '@/test/test-i18n'
import { checkContentWith, contentChecker } from './content-check'
import { usePageContent } from './use-page-content'

async function renderContent(edit: (i18n: Awaited<ReturnType<typeof createTestI18n>>) => void = () => {}) {
  const i18n = await createTestI18n('en')
  edit(i18n)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  )
  return renderHook(() => usePageContent('tools', 'tools'), { wrapper }).result
}

// The test setup checks content as development does; one test turns it off.
const setupChecker = contentChecker()
afterEach(() => {
  vi.restoreAllMocks()
  checkContentWith(setupChecker)
})

/** The tools namespace as the test instance holds it, with the hero's intro taken out. */
function withoutHeroIntro(i18n: Awaited<ReturnType<typeof createTestI18n>>) {
  const tools = structuredClone(i18n.getResourceBundle('en', 'tools') as { hero: Record<string, unknown> })
  delete tools.hero.intro
  i18n.addResourceBundle('en', 'tools', tools, false, true)
}

describe('usePageContent', () => {
  it('returns the namespace as it is, typed by its schema', async () => {
    const result = await renderContent()
    expect(result.current).toMatchObject({ ok: true, data: { hero: { eyebrow: expect.any(String) } } })
  })

  it('names the namespace and the full key path when the shape is broken', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await renderContent(withoutHeroIntro)
    expect(result.current.ok).toBe(false)
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('namespace "tools" is invalid at "hero.intro"'),
    )
  })

  it('trusts the namespace where no check is set, as in the production bundle', async () => {
    checkContentWith(undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await renderContent(withoutHeroIntro)
    expect(result.current).toMatchObject({ ok: true, data: { hero: { eyebrow: expect.any(String) } } })
    expect(error).not.toHaveBeenCalled()
  })

  it('offers a reload when the namespace is missing', async () => {
    const result = await renderContent((i18n) => i18n.removeResourceBundle('en', 'tools'))
    expect(result.current.ok).toBe(false)
    if (!result.current.ok) expect(result.current.reload).toBeInstanceOf(Function)
  })
})
