import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { LearningContext } from '@/learning/learning-context'
import type { NotebookListRows } from '@/learning/notebook/notebook-state'
import ResultBookmark from '@/learning/notebook/search/result-bookmark'
import type { RoutePath } from '@/routes/route-table'
import { ResultAsideContext } from '@/search/result-aside'
import type { ResultView } from '@/search/result-view'
import { SearchResultItem } from '@/search/search-result-item'
import { learningWith } from '@/test/notebook-learning'
import { renderWithI18n } from '@/test/render-app'

// A search result's bookmark, as the search page and the header's dialog give it to each result.

const seo = 'marketing/research-seo'
const plain = (text: string) => [{ text, hit: false }]

function result(
  to: string,
  { hash, heading, foreign = false }: { hash?: string; heading?: string; foreign?: boolean } = {},
): ResultView {
  return {
    key: to,
    to: to as RoutePath,
    href: (foreign ? '/en' : '') + to,
    hash,
    language: foreign ? 'en' : 'zh',
    foreign,
    title: plain('SEO basics'),
    section: null,
    heading: heading ? plain(heading) : null,
    snippet: plain('…'),
  }
}

async function renderItem(
  view: ResultView,
  notebook: NotebookListRows,
  language: string,
  languageTag?: string,
  languageName?: string,
) {
  const { learning, editNotebook } = learningWith(notebook)
  await renderWithI18n(
    <LearningContext.Provider value={learning}>
      <ResultAsideContext.Provider value={ResultBookmark}>
        <SearchResultItem
          result={view}
          section="Marketing"
          separator=": "
          languageTag={languageTag}
          languageName={languageName}
          onOpen={() => undefined}
        />
      </ResultAsideContext.Provider>
    </LearningContext.Provider>,
    language,
  )
  return editNotebook
}

const saved = {
  article_id: seo,
  section_id: 'section-2',
  created_at: '2026-11-20T10:00:00.000Z',
  deleted_at: null,
  updated_at: '2026-11-20T10:00:00.000Z',
}

it('shows a section bookmarked on the guide as pressed, named by the section and the guide, and takes it away', async () => {
  const edit = await renderItem(
    result('/marketing/research/seo', { hash: 'section-2', heading: 'Keywords' }),
    { bookmarks: [saved], notes: [], ticks: [] },
    'en',
  )
  const toggle = await screen.findByRole('button', { name: 'Bookmark “Keywords” of SEO basics' })
  expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await userEvent.click(toggle)
  expect(edit).toHaveBeenCalledWith(
    'bookmark',
    expect.objectContaining({
      article_id: seo,
      section_id: 'section-2',
      created_at: saved.created_at,
      deleted_at: expect.any(String),
    }),
  )
})

it('saves the whole guide from a result without a section, or on a part that is not a section', async () => {
  for (const hash of [undefined, 'article-resources']) {
    const edit = await renderItem(
      result('/marketing/research/seo', { hash }),
      { bookmarks: [saved], notes: [], ticks: [] },
      'en',
    )
    const toggle = await screen.findByRole('button', { name: 'Bookmark the guide SEO basics' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    expect(edit).toHaveBeenCalledWith(
      'bookmark',
      expect.objectContaining({ article_id: seo, section_id: '', deleted_at: null }),
    )
    cleanup()
  }
})

it('saves the same ids from a result in the other language, named in the language shown', async () => {
  const edit = await renderItem(
    result('/marketing/research/seo', { hash: 'section-3', heading: 'Links', foreign: true }),
    { bookmarks: [], notes: [], ticks: [] },
    'zh',
    'EN',
    '英文页面：',
  )
  expect(screen.getByRole('link')).toHaveAccessibleName(/^英文页面：SEO basics/)
  const toggle = await screen.findByRole('button', { name: '收藏《SEO basics》中的“Links”' })
  expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await userEvent.click(toggle)
  expect(edit).toHaveBeenCalledWith(
    'bookmark',
    expect.objectContaining({ article_id: seo, section_id: 'section-3', deleted_at: null }),
  )
})

it('gives no bookmark to a result off a guide: a section page or a glossary entry', async () => {
  for (const [to, hash] of [
    ['/marketing', undefined],
    ['/glossary', 'seo'],
  ] as const) {
    await renderItem(result(to, { hash }), { bookmarks: [], notes: [], ticks: [] }, 'en')
    // A bookmark comes in the frame after its result (use-painted-once.ts): wait past it.
    await act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 20))))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    cleanup()
  }
})
