import { expect, it, vi } from 'vitest'
import type { LearningSession } from './learning-context'
import { createLearning } from './learning-provider'
import type { NoteRow } from './notebook/notebook-rows'

const sessions: { owner: string | null; edits: string[] }[] = []
vi.mock('./store/open-learning', () => ({
  openLearning: (owner: string | null) => {
    const session = { owner, edits: [] as string[] }
    sessions.push(session)
    return Promise.resolve({
      owner,
      editNotebook: (_kind: string, row: NoteRow) => void session.edits.push(row.body),
      markArticle: (articleId: string) => void session.edits.push(`read ${articleId}`),
      close: () => Promise.resolve(),
    } as unknown as LearningSession)
  },
}))

const note = (body: string): NoteRow => ({
  article_id: 'marketing/research-seo',
  section_id: 'section-1',
  body,
  deleted_at: null,
  updated_at: new Date().toISOString(),
})

it('applies an edit only to the session of the owner it was made for', async () => {
  const { learning, open } = createLearning()
  const close = open('learner-h')
  await vi.waitFor(() => expect(sessions.at(-1)?.owner).toBe('learner-h'))
  await Promise.resolve()
  learning.editNotebook('note', note('for H'), 'learner-h')
  learning.editNotebook('note', note('typed for K'), 'learner-k')
  learning.editNotebook('note', note('typed signed out'), null)
  expect(sessions.at(-1)?.edits).toEqual(['for H'])
  close(true)

  // An edit that waits for the next session is dropped when that session is someone else's.
  learning.editNotebook('note', note('late for H'), 'learner-h')
  open('learner-k')
  await vi.waitFor(() => expect(sessions.at(-1)?.owner).toBe('learner-k'))
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(sessions.at(-1)?.edits).toEqual([])
})

it('flushes pending saves into the closing owner’s session before it closes', async () => {
  const { learning, open } = createLearning()
  const close = open('learner-h')
  await vi.waitFor(() => expect(sessions.at(-1)?.owner).toBe('learner-h'))
  await new Promise((resolve) => setTimeout(resolve, 0))
  const session = sessions.at(-1)
  const stop = learning.beforeSessionCloses(() => learning.editNotebook('note', note('pending'), 'learner-h'))
  close(true)
  expect(session?.edits).toEqual(['pending'])
  stop()
})

it('drops an action waiting for the store when another owner’s session opens first', async () => {
  const { learning, open, showPage } = createLearning()
  showPage(null)
  // A visitor marks a guide read before the visitor's store has opened, then signs in.
  learning.markArticle('marketing/research-seo', true)
  showPage(undefined)
  learning.markArticle('marketing/research-cases', true)
  showPage('learner-k')
  learning.markArticle('marketing/overseas-b2c-google', true)
  open('learner-k')
  await vi.waitFor(() => expect(sessions.at(-1)?.owner).toBe('learner-k'))
  await new Promise((resolve) => setTimeout(resolve, 0))
  // The click made while the session check ran belongs to whoever it finds.
  expect(sessions.at(-1)?.edits).toEqual([
    'read marketing/research-cases',
    'read marketing/overseas-b2c-google',
  ])
})
