import { expect, test, vi } from 'vitest'
import { newLearner, signInElsewhere, type Learner } from '@/test/emulator'
import { controlledNetwork, settled, tabsClosedAfterEach, testBrowser, type Tab } from '@/test/learning-tabs'
import { markEdit, readingEdit } from '../store/edits'
import { addSeconds, editProgress, viewOf } from '../store/store-state'

// Today's race scenarios of the learning sync, on the new store, against the real database (the
// emulator a global setup started): nothing here answers for the server.

const seo = 'marketing/research-seo'
const cases = 'marketing/research-cases'
const open = tabsClosedAfterEach()
const statusOf = (tab: Tab, id = seo) => viewOf(tab.store.read()).articles[id]?.status
const mark = (tab: Tab, read: boolean, at = new Date()) =>
  tab.store.change((state) => editProgress(state, markEdit(state.progress[seo], seo, read, at)))
const readToEnd = (tab: Tab, at: Date, id = seo) =>
  tab.store.change((state) =>
    editProgress(
      state,
      readingEdit(state.progress[id], id, { section: 'section-6', scrollRatio: 1, reachedEnd: true }, at),
    ),
  )

/** The guide's row as the account holds it, read on a client of its own (never held by a test's network). */
async function accountRow(learner: Learner, id = seo) {
  const client = await signInElsewhere(learner)
  const { data, error } = await client
    .from('reading_progress')
    .select('status,unread_at')
    .eq('article_id', id)
    .maybeSingle()
  expect(error).toBeNull()
  return data as { status: string; unread_at: string | null } | null
}

test('a send landing while a pull is on its way: the read from before it does not bring the guide back as read', async () => {
  const network = controlledNetwork()
  const learner = await newLearner(network.fetch)
  const browser = testBrowser()
  const first = await open(browser, learner.client, learner.userId)
  await readToEnd(first, new Date())
  await settled(first)

  // A second tab starts, and its read of the account (the guide completed) is held on its way back.
  network.holdReads()
  const second = await open(browser, learner.client, learner.userId)
  await vi.waitFor(() => expect(network.readsHeld()).toBe(1))
  // Meanwhile the reader marks the guide unread in the first tab, and that send lands.
  await mark(first, false)
  await settled(first)
  expect((await accountRow(learner))?.status).toBe('started')

  network.release()
  await settled(second)
  expect(statusOf(second)).toBe('started')
  expect(statusOf(first)).toBe('started')
})

test('a view reported after "mark as unread", but seen before it, leaves the guide unread here and in the account', async () => {
  const learner = await newLearner()
  const tab = await open(testBrowser(), learner.client, learner.userId)
  const seenAt = new Date(Date.now() - 1_000)
  await readToEnd(tab, new Date(Date.now() - 5_000))
  await mark(tab, false)
  // The end came into view a second ago, before the click; the observer reports it only now.
  await readToEnd(tab, seenAt)
  expect(statusOf(tab)).toBe('started')
  await settled(tab)
  expect((await accountRow(learner))?.status).toBe('started')
  expect(statusOf(tab)).toBe('started')
})

test('an offline completion older than the account’s unread mark is refused, shown as the account has it, and reported', async () => {
  const network = controlledNetwork()
  const learner = await newLearner(network.fetch)
  const offlineTab = await open(testBrowser(), learner.client, learner.userId)
  await settled(offlineTab)
  network.setOffline(true)
  await readToEnd(offlineTab, new Date())
  await vi.waitFor(() => expect(offlineTab.view().state).toBe('offline'))

  // Another device reads the guide to the end and marks it unread after that completion.
  const elsewhere = await signInElsewhere(learner)
  const other = await open(testBrowser(), elsewhere, learner.userId)
  await readToEnd(other, new Date())
  await settled(other)
  await mark(other, false)
  await settled(other)

  network.setOffline(false)
  window.dispatchEvent(new Event('online'))
  await settled(offlineTab)
  expect(statusOf(offlineTab)).toBe('started')
  expect(offlineTab.view().refused).toEqual([seo])
  expect((await accountRow(learner))?.status).toBe('started')
})

test('two tabs of one browser: each shows the other’s changes, and the account gets both, seconds counted once', async () => {
  const learner = await newLearner()
  const browser = testBrowser()
  const [one, two] = [
    await open(browser, learner.client, learner.userId),
    await open(browser, learner.client, learner.userId),
  ]
  const now = new Date()
  const today = now.toISOString().slice(0, 10)
  await readToEnd(one, now)
  await two.store.change((state) => addSeconds(state, today, 90, browser.clientId, now.toISOString()))
  await readToEnd(two, now, cases)
  await Promise.all([settled(one), settled(two)])
  await vi.waitFor(() =>
    expect([statusOf(one, cases), statusOf(two, seo)]).toEqual(['completed', 'completed']),
  )
  expect(viewOf(one.store.read()).days[today]).toBe(90)

  const { data } = await learner.client
    .from('reading_progress')
    .select('article_id,status')
    .order('article_id')
  expect(data).toEqual([
    { article_id: cases, status: 'completed' },
    { article_id: seo, status: 'completed' },
  ])
  const time = await learner.client.from('reading_time').select('seconds')
  expect(time.data).toEqual([{ seconds: 90 }])
})

test('"delete my learning data" on one device: another device drops what it recorded before, at its next sync', async () => {
  const network = controlledNetwork()
  const learner = await newLearner(network.fetch)
  const away = await open(testBrowser(), learner.client, learner.userId)
  await settled(away)
  network.setOffline(true)
  await readToEnd(away, new Date())
  await vi.waitFor(() => expect(away.view().state).toBe('offline'))

  const here = await open(testBrowser(), await signInElsewhere(learner), learner.userId)
  await readToEnd(here, new Date())
  await settled(here)
  await here.sync.clearAll()
  expect(viewOf(here.store.read()).articles).toEqual({})

  network.setOffline(false)
  away.sync.retry()
  await settled(away)
  expect(viewOf(away.store.read()).articles).toEqual({})
  expect(await accountRow(learner)).toBeNull()
})
