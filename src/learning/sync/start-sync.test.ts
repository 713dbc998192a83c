import type { SupabaseClient } from '@supabase/supabase-js'
import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { markArticle, type ArticleProgress } from '../progress'
import { readProgress, updateProgress, useAccountView } from '../progress-store'
import { saveAccountState } from './account-storage'
import { AccountFullError, fetchAccountRows, sendArticles, sendDays } from './learning-api'
import { deleteLearningData, startLearningSync } from './start-sync'

vi.mock('./learning-api', () => ({
  AccountFullError: class AccountFullError extends Error {},
  fetchAccountRows: vi.fn(),
  sendArticles: vi.fn(),
  sendDays: vi.fn(),
  deleteRows: vi.fn(),
}))

type AccountRows = Awaited<ReturnType<typeof fetchAccountRows>>
const userId = 'user-1'
const articleId = 'marketing/research-seo'
const completedAt = '2026-11-20T10:00:00.000Z'
const completed: ArticleProgress = { status: 'completed', lastSection: null, scrollRatio: 1, completedAt, updatedAt: completedAt }
const completedRows: AccountRows = {
  progress: [{ article_id: articleId, status: 'completed', last_section: null, scroll_ratio: 1, completed_at: completedAt, updated_at: completedAt }],
  time: [],
}

let stop: ((signedOut: boolean) => void) | undefined

beforeEach(() => {
  localStorage.clear()
  // This browser already holds the account's copy, where the guide is completed.
  saveAccountState(userId, { articles: { [articleId]: completed }, otherDays: {}, ownDays: {}, unsent: { articles: [], days: [] } })
  vi.mocked(sendArticles).mockResolvedValue([])
  vi.mocked(sendDays).mockResolvedValue(undefined)
})

afterEach(() => {
  stop?.(false)
  vi.resetAllMocks()
})

test('account rows read before a "mark as unread" was sent do not bring the guide back as read', async () => {
  let answerFirstRead: (rows: AccountRows) => void = () => undefined
  vi.mocked(fetchAccountRows)
    .mockReturnValueOnce(new Promise((resolve) => (answerFirstRead = resolve)))
    .mockResolvedValue({ progress: [], time: [] })
  const view = renderHook(() => useAccountView())
  stop = startLearningSync({} as SupabaseClient, userId)
  await vi.waitFor(() => expect(fetchAccountRows).toHaveBeenCalledTimes(1))

  // The reader marks the guide unread while the account's rows are on their way, and the send lands first.
  updateProgress((local) => markArticle({ ...local, articles: { [articleId]: completed } }, articleId, false, new Date()))
  await vi.waitFor(() => expect(sendArticles).toHaveBeenCalledTimes(1))
  await vi.waitFor(() => expect(readProgress().articles).toEqual({}))
  answerFirstRead(completedRows)

  await vi.waitFor(() => expect(view.result.current?.status).toBe('ready'))
  // Read again after the send: the account holds no record of the guide, so it shows as unread.
  expect(view.result.current?.progress.articles[articleId]).toBeUndefined()
  expect(fetchAccountRows).toHaveBeenCalledTimes(2)
})

test('rows read with no send in between are taken as they are, in one read', async () => {
  vi.mocked(fetchAccountRows).mockResolvedValue({ progress: [], time: [] })
  const view = renderHook(() => useAccountView())
  stop = startLearningSync({} as SupabaseClient, userId)
  await vi.waitFor(() => expect(view.result.current?.status).toBe('ready'))
  // Another device marked it unread: the account no longer holds the guide.
  expect(view.result.current?.progress.articles[articleId]).toBeUndefined()
  expect(fetchAccountRows).toHaveBeenCalledTimes(1)
})

test('rows read before a send landed are read again even when they arrive as it lands', async () => {
  // The browser's Web Locks, held here so that the send's change and the pull's change queue up
  // in the order the race needs: the send's first, then the rows it has made stale.
  const queued: (() => Promise<void>)[] = []
  let holding = false
  const locks = {
    request: (_name: string, change: () => Promise<void>) =>
      new Promise<void>((resolve, reject) => {
        const run = () => change().then(resolve, reject)
        if (holding) queued.push(run)
        else void run()
      }),
  }
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
  let answerFirstRead: (rows: AccountRows) => void = () => undefined
  let answerSend: () => void = () => undefined
  vi.mocked(fetchAccountRows)
    .mockReturnValueOnce(new Promise((resolve) => (answerFirstRead = resolve)))
    .mockResolvedValue({ progress: [], time: [] })
  vi.mocked(sendArticles).mockReturnValueOnce(new Promise((resolve) => (answerSend = () => resolve([]))))
  try {
    const view = renderHook(() => useAccountView())
    stop = startLearningSync({} as SupabaseClient, userId)
    await vi.waitFor(() => expect(fetchAccountRows).toHaveBeenCalledTimes(1))
    updateProgress((local) => markArticle({ ...local, articles: { [articleId]: completed } }, articleId, false, new Date()))
    await vi.waitFor(() => expect(sendArticles).toHaveBeenCalledTimes(1))

    holding = true
    answerSend()
    await vi.waitFor(() => expect(queued).toHaveLength(1))
    answerFirstRead(completedRows)
    await vi.waitFor(() => expect(queued).toHaveLength(2))
    holding = false
    for (const run of queued.splice(0)) await run()

    await vi.waitFor(() => expect(view.result.current?.status).toBe('ready'))
    expect(view.result.current?.progress.articles[articleId]).toBeUndefined()
    expect(fetchAccountRows).toHaveBeenCalledTimes(2)
  } finally {
    Reflect.deleteProperty(navigator, 'locks')
  }
})

test('a full account is not retried: the progress stays queued here, and deleting data makes room again', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    vi.mocked(fetchAccountRows).mockResolvedValue(completedRows)
    vi.mocked(sendArticles).mockRejectedValue(new AccountFullError('too much stored'))
    const view = renderHook(() => useAccountView())
    stop = startLearningSync({} as SupabaseClient, userId)
    await vi.waitFor(() => expect(view.result.current?.status).toBe('ready'))

    updateProgress((local) => markArticle(local, 'sales/pricing', true, new Date()))
    await vi.waitFor(() => expect(view.result.current?.status).toBe('full'))
    expect(view.result.current?.progress.articles['sales/pricing']?.status).toBe('completed')
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(sendArticles).toHaveBeenCalledTimes(1)

    await deleteLearningData({} as SupabaseClient, userId)
    await vi.waitFor(() => expect(view.result.current?.status).toBe('ready'))
  } finally {
    vi.useRealTimers()
  }
})

test('a failed send that is not a full account is tried again', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    vi.mocked(fetchAccountRows).mockResolvedValue(completedRows)
    vi.mocked(sendArticles).mockRejectedValueOnce(new Error('Failed to fetch'))
    const view = renderHook(() => useAccountView())
    stop = startLearningSync({} as SupabaseClient, userId)
    await vi.waitFor(() => expect(view.result.current?.status).toBe('ready'))
    updateProgress((local) => markArticle(local, 'sales/pricing', true, new Date()))
    await vi.waitFor(() => expect(sendArticles).toHaveBeenCalledTimes(1))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(sendArticles).toHaveBeenCalledTimes(2)
    expect(view.result.current?.status).toBe('ready')
  } finally {
    vi.useRealTimers()
  }
})
