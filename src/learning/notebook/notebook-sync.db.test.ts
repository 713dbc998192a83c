import { expect, test, vi } from 'vitest'
import { newLearner, signInElsewhere } from '@/test/emulator'
import { controlledNetwork, settled, tabsClosedAfterEach, testBrowser, type Tab } from '@/test/learning-tabs'
import { editNotebookRecord, notebookOf } from '../store/store-state'
import { bookmarkEdit, noteEdit, tickEdit } from './notebook-edits'
import { notebookView } from './notebook-state'

// The notebook's sync between devices against the real database (the emulator a global setup
// started): nothing here answers for the server.

const seo = 'marketing/research-seo'
const open = tabsClosedAfterEach()
const write = (tab: Tab, section: string, body: string, at = new Date()) =>
  tab.store.change((state) => editNotebookRecord(state, 'note', noteEdit(seo, section, body, at)))
const notes = (tab: Tab) =>
  Object.fromEntries(
    notebookView(notebookOf(tab.store.read())).notes.map((row) => [row.section_id, row.body]),
  )

test('two devices editing different notes keep both; the same note keeps the later edit', async () => {
  const learner = await newLearner()
  const phone = await open(testBrowser(), learner.client, learner.userId)
  const laptop = await open(testBrowser(), await signInElsewhere(learner), learner.userId)
  await Promise.all([settled(phone), settled(laptop)])
  const early = new Date(Date.now() - 60_000)
  await write(phone, 'section-1', 'phone’s note')
  await write(laptop, 'section-2', 'laptop’s note')
  // The same section: the laptop typed later, the phone's send arrives after it.
  await write(laptop, 'section-3', 'later, on the laptop')
  await settled(laptop)
  await write(phone, 'section-3', 'earlier, on the phone', early)
  await settled(phone)
  phone.sync.retry()
  laptop.sync.retry()
  await Promise.all([settled(phone), settled(laptop)])
  const expected = {
    'section-1': 'phone’s note',
    'section-2': 'laptop’s note',
    'section-3': 'later, on the laptop',
  }
  expect(notes(phone)).toEqual(expected)
  expect(notes(laptop)).toEqual(expected)
})

test('a note written offline reaches the account after reconnecting', async () => {
  const network = controlledNetwork()
  const learner = await newLearner(network.fetch)
  const tab = await open(testBrowser(), learner.client, learner.userId)
  await settled(tab)
  network.setOffline(true)
  await write(tab, 'section-4', 'on the train\nno signal')
  await vi.waitFor(() => expect(tab.view().state).toBe('offline'))
  expect(notes(tab)).toEqual({ 'section-4': 'on the train\nno signal' })
  network.setOffline(false)
  window.dispatchEvent(new Event('online'))
  await settled(tab)
  const { data } = await (await signInElsewhere(learner)).from('notes').select('section_id,body')
  expect(data).toEqual([{ section_id: 'section-4', body: 'on the train\nno signal' }])
})

test('a note the account refuses as over quota stays on the device, and the sync says so', async () => {
  const learner = await newLearner()
  const full = Array.from({ length: 2_000 }, (_, index) => ({
    article_id: `quota/guide-${index}`,
    section_id: 'section-1',
    body: 'x',
  }))
  expect((await learner.client.from('notes').insert(full)).error).toBeNull()
  const tab = await open(testBrowser(), learner.client, learner.userId)
  await vi.waitFor(() => expect(tab.view().loaded).toBe(true), { timeout: 15_000 })
  await write(tab, 'section-1', 'one more thought')
  await vi.waitFor(() => expect(tab.view().problem).toBe('full'), { timeout: 15_000 })
  expect(notes(tab)['section-1']).toBe('one more thought')
  expect(tab.store.read().outbox.map((entry) => entry.kind)).toEqual(['note'])
})

test('"delete my learning data" clears every kind on both devices after their next sync', async () => {
  const learner = await newLearner()
  const here = await open(testBrowser(), learner.client, learner.userId)
  const away = await open(testBrowser(), await signInElsewhere(learner), learner.userId)
  await here.store.change((state) =>
    editNotebookRecord(state, 'bookmark', bookmarkEdit(undefined, seo, 'section-2', true, new Date())),
  )
  await here.store.change((state) =>
    editNotebookRecord(state, 'tick', tickEdit(seo, 'pick-a-niche', true, new Date())),
  )
  await write(here, 'section-2', 'to be deleted')
  await settled(here)
  away.sync.retry()
  await settled(away)
  expect(notebookView(notebookOf(away.store.read())).bookmarks).toHaveLength(1)

  await here.sync.clearAll()
  away.sync.retry()
  await settled(away)
  for (const tab of [here, away])
    expect(notebookView(notebookOf(tab.store.read()))).toEqual({
      bookmarks: [],
      notes: [],
      ticks: [],
      follows: [],
      dismissedAt: {},
    })
})
