import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { LearningContext } from '@/learning/learning-context'
import type { NotebookView } from '@/learning/notebook/notebook-state'
import { renderWithI18n } from '@/test/render-app'
import { completedProgress } from '@/test/completed-progress'
import { quietLearning } from '@/test/quiet-learning'
import { GuideUpdates, type GuideChanges } from './guide-updates'

const articleId = 'marketing/research-seo'
const changes: GuideChanges = {
  changeLog: [
    { date: '2026-11-22', kind: 'reader', text: 'First published.' },
    { date: '2026-11-25', kind: 'editorial', text: 'Spelling.' },
    { date: '2026-11-26', kind: 'reader', text: 'New sitemap limits.', section: 'section-3' },
    { date: '2026-12-02', kind: 'reader', text: 'IndexNow added.' },
  ],
  sections: [{ id: 'section-3', heading: 'Sitemaps' }],
}
const view = (dismissedAt: Record<string, string> = {}): NotebookView => ({
  bookmarks: [],
  notes: [],
  ticks: [],
  follows: [],
  dismissedAt,
})
const completedOn = (day: string) => completedProgress({ [articleId]: day })

function renderUpdates(notebook: NotebookView | null, day: string | null) {
  const editNotebook = vi.fn()
  // A store's snapshots are the same object until the store changes.
  const progress = day ? completedOn(day) : { articles: {}, days: {} }
  const learning = quietLearning({ notebook: () => notebook, progress: () => progress, editNotebook })
  return {
    editNotebook,
    rendered: renderWithI18n(
      <LearningContext.Provider value={learning}>
        <GuideUpdates articleId={articleId} changes={changes} />
      </LearningContext.Provider>,
      'en',
    ),
  }
}

it('tells a reader who completed the guide what changed for readers since, and dismisses it as a record', async () => {
  const { editNotebook, rendered } = renderUpdates(view(), '2026-11-24')
  await rendered
  const notice = await screen.findByRole('region', { name: 'Updated since you read it' })
  const items = within(notice).getAllByRole('listitem')
  expect(items.map((item) => item.textContent)).toEqual([
    'November 26, 2026New sitemap limits. See “Sitemaps”',
    'December 2, 2026IndexNow added.',
  ])
  expect(within(notice).getByRole('link', { name: 'See “Sitemaps”' })).toHaveAttribute('href', '#section-3')
  await userEvent.click(within(notice).getByRole('button', { name: /^Dismiss/ }))
  expect(editNotebook).toHaveBeenCalledWith(
    'dismissal',
    expect.objectContaining({ article_id: articleId, deleted_at: null, updated_at: expect.any(String) }),
  )
})

it('says nothing before the store has opened, to a reader who never completed it, or once dismissed', async () => {
  await renderUpdates(null, '2026-11-24').rendered
  await renderUpdates(view(), null).rendered
  await renderUpdates(view({ [articleId]: '2026-12-03T08:00:00.000Z' }), '2026-11-24').rendered
  expect(screen.queryByRole('region')).not.toBeInTheDocument()
})

it('reads the words of a kept change log from the page, newest first as the page lists them', async () => {
  const list = document.createElement('section')
  list.innerHTML = `<h2 id="article-change-log">Changes</h2><div><ol>${[3, 2, 1, 0]
    .map((index) => `<li><time>d</time><span>${changes.changeLog[index]!.text}</span></li>`)
    .join('')}</ol></div>`
  document.body.append(list)
  const kept = { ...changes, changeLog: changes.changeLog.map((entry) => ({ ...entry, text: '' })) }
  const [notebook, progress] = [view(), completedOn('2026-11-24')]
  const learning = quietLearning({ notebook: () => notebook, progress: () => progress })
  await renderWithI18n(
    <LearningContext.Provider value={learning}>
      <GuideUpdates articleId={articleId} changes={kept} />
    </LearningContext.Provider>,
    'en',
  )
  const notice = await screen.findByRole('region', { name: 'Updated since you read it' })
  expect(
    within(notice)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['November 26, 2026New sitemap limits. See “Sitemaps”', 'December 2, 2026IndexNow added.'])
  list.remove()
})
