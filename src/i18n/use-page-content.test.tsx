import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from '@/lib/zod'
import { createTestI18n } from '@/test/test-i18n'
import { usePageContent } from './use-page-content'

const heroSchema = z.strictObject({ eyebrow: z.string(), title: z.string(), intro: z.string() })

async function renderContent(edit: (i18n: Awaited<ReturnType<typeof createTestI18n>>) => void = () => {}) {
  const i18n = await createTestI18n('en')
  edit(i18n)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  )
  return renderHook(() => usePageContent('tools', heroSchema, 'hero'), { wrapper }).result
}

afterEach(() => vi.restoreAllMocks())

describe('usePageContent', () => {
  it('returns one key of the namespace, parsed', async () => {
    const result = await renderContent()
    expect(result.current).toMatchObject({ ok: true, data: { eyebrow: expect.any(String) } })
  })

  it('names the namespace and the full key path when the shape is broken', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await renderContent((i18n) =>
      i18n.addResourceBundle('en', 'tools', { hero: { eyebrow: 'x', title: 'y' } }, false, true),
    )
    expect(result.current.ok).toBe(false)
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('namespace "tools" is invalid at "hero.intro"'),
    )
  })

  it('offers a reload when the namespace is missing', async () => {
    const result = await renderContent((i18n) => i18n.removeResourceBundle('en', 'tools'))
    expect(result.current.ok).toBe(false)
    if (!result.current.ok) expect(result.current.reload).toBeInstanceOf(Function)
  })
})
