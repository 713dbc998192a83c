import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { expect, it } from 'vitest'
import { LearningContext } from '@/learning/learning-context'
import { learningWith } from '@/test/notebook-learning'
import { renderWithI18n } from '@/test/render-app'
import { allResources } from '@/test/test-i18n'
import { NotebookLists } from './notebook-lists'

const seo = 'marketing/research-seo'
const playbook = 'tools-services/playbooks-paid-from-abroad'
const stepCount = (
  allResources.en![`articles/${playbook}`] as { sections: { steps?: unknown[] }[] }
).sections.reduce((sum, section) => sum + (section.steps?.length ?? 0), 0)
const renderLists = (learning: ReturnType<typeof learningWith>['learning'], language: 'en' | 'zh') =>
  renderWithI18n(
    <LearningContext.Provider value={learning}>
      <MemoryRouter>
        <NotebookLists />
      </MemoryRouter>
    </LearningContext.Provider>,
    language,
  )
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString()

it('lists bookmarks newest first, notes under their guide and section, and checklists under way', async () => {
  const { learning, editNotebook } = learningWith({
    bookmarks: [
      { article_id: playbook, section_id: '', created_at: at(5), deleted_at: null, updated_at: at(5) },
      { article_id: seo, section_id: 'section-2', created_at: at(1), deleted_at: null, updated_at: at(1) },
    ],
    notes: [
      { article_id: seo, section_id: 'section-2', body: 'two\nlines', deleted_at: null, updated_at: at(2) },
      { article_id: seo, section_id: 'section-1', body: 'one', deleted_at: null, updated_at: at(3) },
    ],
    ticks: [{ article_id: playbook, step_id: 'form-wyoming-llc', deleted_at: null, updated_at: at(4) }],
  })
  await renderLists(learning, 'en')
  const bookmarks = await screen.findByTestId('bookmark-list')
  await waitFor(() => expect(within(bookmarks).getAllByRole('link')).toHaveLength(2))
  const [newest, older] = within(bookmarks).getAllByRole('link')
  expect(newest).toHaveTextContent(/^Getting paid from abroad/)
  expect(newest).toHaveAttribute('href', '/en/tools-services/playbooks/paid-from-abroad')
  expect(older).toHaveAttribute('href', '/en/marketing/research/seo#section-2')
  expect(older).toHaveTextContent(/ · /)

  const notes = screen.getByTestId('note-list')
  const sections = within(notes).getAllByRole('heading', { level: 4 })
  expect(sections.map((section) => section.querySelector('a')?.getAttribute('href'))).toEqual([
    '/en/marketing/research/seo#section-1',
    '/en/marketing/research/seo#section-2',
  ])
  expect(within(notes).getByText(/^two/)).toHaveClass('whitespace-pre-wrap')
  expect(screen.getByTestId('checklist-list')).toHaveTextContent(`1 of ${stepCount} steps`)

  await userEvent.click(within(bookmarks).getAllByRole('button', { name: /^Remove the bookmark / })[1]!)
  expect(editNotebook).toHaveBeenCalledWith(
    'bookmark',
    expect.objectContaining({ article_id: seo, section_id: 'section-2', deleted_at: expect.any(String) }),
  )
})

it('says what each list is for while it is empty', async () => {
  const { learning } = learningWith({ bookmarks: [], notes: [], ticks: [] })
  await renderLists(learning, 'zh')
  expect(await screen.findByText(/^还没有收藏/)).toBeInTheDocument()
  expect(screen.getByText(/^还没有笔记/)).toBeInTheDocument()
  expect(screen.getByText(/^还没有勾选任何步骤/)).toBeInTheDocument()
  expect(screen.getByText(/^还没有关注任何指南/)).toBeInTheDocument()
})

it('lists followed guides newest first with each one’s newest reader change, and unfollows', async () => {
  const { learning, editNotebook } = learningWith({
    bookmarks: [],
    notes: [],
    ticks: [],
    follows: [
      { article_id: playbook, created_at: at(5), deleted_at: null, updated_at: at(5) },
      { article_id: seo, created_at: at(1), deleted_at: null, updated_at: at(1) },
    ],
  })
  await renderLists(learning, 'en')
  const follows = await screen.findByTestId('follow-list')
  await waitFor(() => expect(within(follows).getAllByRole('link')).toHaveLength(2))
  expect(
    within(follows)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/en/tools-services/playbooks/paid-from-abroad', '/en/marketing/research/seo'])
  // The newest entry a reader was told of: the last of the newest day's `reader` entries.
  const changeLog = (
    allResources.en![`articles/${seo}`] as { changeLog: { date: string; kind: string; text: string }[] }
  ).changeLog
  const readerEntries = changeLog.filter((entry) => entry.kind === 'reader')
  const newestDay = readerEntries
    .map((entry) => entry.date)
    .sort()
    .at(-1)!
  const newest = readerEntries.filter((entry) => entry.date === newestDay).at(-1)!
  const seoItem = within(follows).getAllByRole('listitem')[1]!
  expect(seoItem).toHaveTextContent(newest.text)
  expect(seoItem).toHaveTextContent(
    new Date(`${newestDay}T00:00:00`).toLocaleDateString('en', { dateStyle: 'long' }),
  )

  await userEvent.click(within(seoItem).getByRole('button', { name: /^Unfollow / }))
  expect(editNotebook).toHaveBeenCalledWith(
    'follow',
    expect.objectContaining({ article_id: seo, created_at: at(1), deleted_at: expect.any(String) }),
  )
})
