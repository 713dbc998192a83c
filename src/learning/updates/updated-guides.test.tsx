import { act, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GuideLinks } from '@/components/section/guide-links'
import { completedProgress } from '@/test/completed-progress'
import { createTestI18n } from '@/test/test-i18n'
import { quietLearning } from '@/test/quiet-learning'
import { GuideMarksProvider } from '../guide-marks-provider'
import { LearningContext, type Learning } from '../learning-context'
import type { NotebookView } from '../notebook/notebook-state'
import type { LearningProgress } from '../progress'
import { updatedGuides, watchUpdatedGuides } from './updated-guides'

const seo = 'marketing/research-seo'
const cases = 'marketing/research-cases'
const api = 'products-tech/programming-api'
const days: Record<string, Record<string, string>> = {
  marketing: { [seo]: '2026-11-26', [cases]: '2026-11-20' },
  'products-tech': { [api]: '2026-12-02' },
}

const view = (parts: Partial<NotebookView> = {}): NotebookView => ({
  bookmarks: [],
  notes: [],
  ticks: [],
  follows: [],
  dismissedAt: {},
  ...parts,
})
const bookmark = (articleId: string, day: string) => ({
  article_id: articleId,
  section_id: '',
  created_at: `${day}T10:00:00.000Z`,
  updated_at: `${day}T10:00:00.000Z`,
  deleted_at: null,
})

describe('updatedGuides', () => {
  const newest = (id: string) => days[id.split('/')[0]!]?.[id]

  it('marks a guide completed or bookmarked before its newest reader change, one answer per guide', () => {
    const progress = completedProgress({ [seo]: '2026-11-24', [cases]: '2026-11-24' })
    expect(
      updatedGuides(progress, view({ bookmarks: [bookmark(api, '2026-11-30')] }), newest).sort(),
    ).toEqual([seo, api])
  })

  it('leaves a guide read on or after the change, one dismissed since, and a guide never read', () => {
    expect(updatedGuides(completedProgress({ [seo]: '2026-11-26' }), view(), newest)).toEqual([])
    expect(
      updatedGuides(
        completedProgress({ [seo]: '2026-11-24' }),
        view({ dismissedAt: { [seo]: '2026-11-27T08:00:00.000Z' } }),
        newest,
      ),
    ).toEqual([])
    // A bookmark made after the change counts as having read it then.
    expect(
      updatedGuides(
        completedProgress({ [seo]: '2026-11-24' }),
        view({ bookmarks: [bookmark(seo, '2026-11-28')] }),
        newest,
      ),
    ).toEqual([])
    expect(updatedGuides(completedProgress({}), view(), newest)).toEqual([])
  })
})

/** The site serving each section's change days, as the build writes them; `reads` hears each fetch. */
let reads: string[] = []
beforeEach(() => {
  reads = []
  // A fresh watcher module for each test: it keeps each file it fetched for the rest of the page's life.
  vi.resetModules()
  vi.stubGlobal('fetch', async (url: string) => {
    reads.push(url)
    const section = /reader-change-days\/([a-z-]+)\.json$/.exec(url)?.[1]
    const sectionDays = section && days[section]
    return sectionDays
      ? new Response(JSON.stringify({ days: sectionDays }))
      : new Response('', { status: 404 })
  })
})
afterEach(() => vi.unstubAllGlobals())

/** A store whose records a test changes, telling its listeners as the real one does. */
function changingLearning(progress: LearningProgress, notebook: NotebookView | null) {
  const listeners = new Set<() => void>()
  const state = { progress, notebook }
  const demand = vi.fn()
  const learning: Learning = quietLearning({
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    progress: () => state.progress,
    notebook: () => state.notebook,
    demand,
  })
  const change = (next: Partial<typeof state>) => {
    Object.assign(state, next)
    for (const listener of listeners) listener()
  }
  return { learning, change, demand }
}

describe('watchUpdatedGuides', () => {
  it('fetches only the sections of the guides read, and tells again when the reader dismisses', async () => {
    const i18n = await createTestI18n('en')
    const { learning, change } = changingLearning(completedProgress({ [seo]: '2026-11-24' }), view())
    const told: string[][] = []
    const stop = watchUpdatedGuides(learning, i18n, (ids) => told.push([...ids]))
    await vi.waitFor(() => expect(told).toEqual([[seo]]))
    expect(reads).toEqual(['/locales/en/reader-change-days/marketing.json'])
    change({ notebook: view({ dismissedAt: { [seo]: '2026-11-27T08:00:00.000Z' } }) })
    await vi.waitFor(() => expect(told).toEqual([[seo], []]))
    stop()
    change({ notebook: view() })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(told).toHaveLength(2)
  })
})

describe('the updated mark on guide links', () => {
  async function renderLinks(progress: LearningProgress, notebook: NotebookView | null) {
    const i18n = await createTestI18n('en')
    const store = changingLearning(progress, notebook)
    await act(async () =>
      render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <LearningContext.Provider value={store.learning}>
              <GuideMarksProvider>
                <GuideLinks
                  title="Research"
                  groups={[
                    {
                      key: 'research',
                      links: [
                        { path: '/marketing/research/seo', title: 'SEO' },
                        { path: '/marketing/research/cases', title: 'Cases' },
                      ],
                    },
                  ]}
                />
              </GuideMarksProvider>
            </LearningContext.Provider>
          </MemoryRouter>
        </I18nextProvider>,
      ),
    )
    return store
  }

  it('marks the guide changed since it was read, once, and asks for the store only when idle', async () => {
    const { demand } = await renderLinks(
      completedProgress({ [seo]: '2026-11-24', [cases]: '2026-11-24' }),
      view(),
    )
    await vi.waitFor(() => expect(document.querySelector('[data-updated-mark]')).not.toBeNull())
    const link = screen.getByRole('link', { name: /^SEO/ })
    expect(link).toHaveAccessibleName(/\(Updated\)$/)
    expect(link.querySelectorAll('[data-updated-mark]')).toHaveLength(1)
    expect(screen.getByRole('link', { name: /^Cases/ })).not.toHaveTextContent('Updated')
    expect(demand.mock.calls.every(([soon]) => soon === 'idle')).toBe(true)
  })

  it('loads no code and fetches nothing for a reader with no guide read or bookmarked, nor before the store has opened', async () => {
    const watch = vi.fn(() => () => undefined)
    vi.doMock('./updated-guides', () => ({ watchUpdatedGuides: watch }))
    await renderLinks(completedProgress({}), view())
    await renderLinks(completedProgress({}), null)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(watch).not.toHaveBeenCalled()
    expect(reads).toEqual([])
    // The same render with a bookmark starts the watch.
    await renderLinks(completedProgress({}), view({ bookmarks: [bookmark(seo, '2026-11-20')] }))
    await vi.waitFor(() => expect(watch).toHaveBeenCalledTimes(1))
    vi.doUnmock('./updated-guides')
  })
})
