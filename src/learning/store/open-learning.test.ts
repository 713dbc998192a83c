import { afterEach, describe, expect, it, vi } from 'vitest'
import { noteEdit } from '../notebook/notebook-edits'
import { emptyProgress } from '../progress'
import { browserClientId } from '../sync/client-id'
import { forgetAccount, openLearning } from './open-learning'

const guide = 'marketing/research-seo'

it('a visitor’s session keeps the guides it shows while only the reading time changes, and the notebook until it is edited', async () => {
  const session = await openLearning(null, () => undefined)
  expect(session.progress()).toBe(emptyProgress)
  const notebook = session.notebook()

  await session.markArticle(guide, true, new Date())
  const guides = session.progress().articles
  expect(guides[guide]?.status).toBe('completed')

  await session.addReadingSeconds(30, new Date())
  expect(session.progress().articles).toBe(guides)
  expect(Object.values(session.progress().days)).toEqual([30])
  expect(session.notebook()).toBe(notebook)
  await session.close(false)
})

vi.mock('@/auth', () => ({ loadSupabaseClient: () => Promise.resolve({}) }))
vi.mock('../sync/sync-machine', () => ({
  startSync: () => ({ view: () => null, retry: () => undefined, clearAll: async () => {}, stop: () => {} }),
}))

const learner = '00000000-0000-4000-8000-0000000000aa'

/** A visitor completes one guide, starts another, reads a minute and writes a note, then signs in. */
async function visitorThenSignIn() {
  const visitor = await openLearning(null, () => undefined)
  await visitor.clearAll()
  await visitor.markArticle(guide, true, new Date())
  await visitor.recordReading(
    'marketing/research-cases',
    { section: 'section-2', scrollRatio: 0.2, reachedEnd: false },
    new Date(),
  )
  await visitor.addReadingSeconds(60, new Date())
  await visitor.editNotebook('note', noteEdit(guide, 'section-1', 'private', new Date()))
  await visitor.close(false)
  return openLearning(learner, () => undefined)
}

describe('signing in with a signed-out reader’s records waiting', () => {
  afterEach(() => forgetAccount(learner))

  it('takes seconds and the started guide at once, and asks before the note and the completion', async () => {
    const account = await visitorThenSignIn()
    expect(account.importQuestion()).toEqual({ notes: 1, bookmarks: 0, ticks: 0, follows: 0, completed: 1 })
    expect(Object.keys(account.progress().articles)).toEqual(['marketing/research-cases'])
    expect(Object.values(account.progress().days)).toEqual([60])
    expect(account.notebook().notes).toEqual([])

    await account.answerImport('add')
    expect(account.importQuestion()).toBeNull()
    expect(account.progress().articles[guide]?.status).toBe('completed')
    expect(account.notebook().notes.map((note) => note.body)).toEqual(['private'])
    // Seconds joined once: adding the rest does not count them again.
    expect(Object.values(account.progress().days)).toEqual([60])
    await account.close(false)
    const visitor = await openLearning(null, () => undefined)
    expect(visitor.notebook().notes).toEqual([])
    await visitor.close(false)
  })

  it('"Keep on this device" leaves them for the visitor, and "Discard" removes them, neither joining the account', async () => {
    let account = await visitorThenSignIn()
    await account.answerImport('keep')
    expect(account.importQuestion()).toBeNull()
    // Another page of the same sign-in does not ask again; signing out ends the choice.
    await account.close(false)
    account = await openLearning(learner, () => undefined)
    expect(account.importQuestion()).toBeNull()
    expect(account.notebook().notes).toEqual([])
    await account.close(true)
    let visitor = await openLearning(null, () => undefined)
    expect(visitor.notebook().notes.map((note) => note.body)).toEqual(['private'])
    expect(visitor.progress().articles[guide]?.status).toBe('completed')
    await visitor.close(false)

    account = await openLearning(learner, () => undefined)
    expect(account.importQuestion()).toEqual({ notes: 1, bookmarks: 0, ticks: 0, follows: 0, completed: 1 })
    await account.answerImport('discard')
    expect(account.notebook().notes).toEqual([])
    expect(account.progress().articles[guide]).toBeUndefined()
    await account.close(true)
    visitor = await openLearning(null, () => undefined)
    expect(visitor.notebook().notes).toEqual([])
    expect(visitor.progress().articles).toEqual({})
    await visitor.close(false)
  })
})

describe('signing out', () => {
  afterEach(() => forgetAccount(learner))

  it('removes the account’s copy and renews the browser’s learner id, or keeps only the unsent changes when asked', async () => {
    const idBefore = browserClientId()
    let account = await openLearning(learner, () => undefined)
    await account.editNotebook('note', noteEdit(guide, 'section-1', 'unsent', new Date()))
    await account.addReadingSeconds(30, new Date())
    expect(account.unsentChanges()).toEqual({ notes: 1, bookmarks: 0, ticks: 0, follows: 0, completed: 0 })
    await account.close(true)
    expect(browserClientId()).not.toBe(idBefore)
    account = await openLearning(learner, () => undefined)
    // Another tab's sign-out asked nothing: the unsent note stayed, the seconds did not.
    expect(account.notebook().notes.map((note) => note.body)).toEqual(['unsent'])
    expect(account.progress().days).toEqual({})
    account.keepAtSignOut('nothing')
    await account.close(true)
    account = await openLearning(learner, () => undefined)
    expect(account.notebook().notes).toEqual([])
    expect(account.unsentChanges()).toBeNull()
    await account.close(false)
  })
})
