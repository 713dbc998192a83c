import { beforeEach, expect, test } from 'vitest'
import { migrateLocalStorage } from './local-migration'
import { memoryBackend } from './memory-backend'
import { viewOf } from './store-state'

const me = '00000000-0000-4000-8000-000000000001'
const seo = 'marketing/research-seo'
const cases = 'marketing/research-cases'

beforeEach(() => localStorage.clear())

test("a visitor's and an account's localStorage progress move into the store once, queued as they were", async () => {
  localStorage.setItem(
    'learningProgress',
    JSON.stringify({
      articles: {
        [seo]: {
          status: 'completed',
          lastSection: 'section-6',
          scrollRatio: 1,
          completedAt: '2026-11-20T10:00:00.000Z',
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      },
      days: { '2026-11-20': 300 },
    }),
  )
  localStorage.setItem(
    'learningAccount:user-1',
    JSON.stringify({
      articles: {
        [seo]: {
          status: 'started',
          lastSection: null,
          scrollRatio: 0,
          completedAt: null,
          updatedAt: '2026-11-21T10:00:00.000Z',
          unread: true,
        },
        [cases]: {
          status: 'started',
          lastSection: 'section-2',
          scrollRatio: 0.3,
          completedAt: null,
          updatedAt: '2026-11-19T10:00:00.000Z',
        },
      },
      otherDays: { '2026-11-19': 120 },
      ownDays: { '2026-11-21': 60 },
      unsent: { articles: [seo], days: [] },
    }),
  )
  const backend = memoryBackend()
  await migrateLocalStorage(backend, me, '2026-11-22T00:00:00.000Z')
  expect(
    Object.keys(localStorage).filter((key) => key.startsWith('learning') && key !== 'learningClientId'),
  ).toEqual([])

  const visitor = (await backend.get('visitor'))!
  expect(viewOf(visitor)).toMatchObject({
    articles: { [seo]: { status: 'completed' } },
    days: { '2026-11-20': 300 },
  })
  expect(visitor.outbox).toHaveLength(2)

  const account = (await backend.get('user-1'))!
  expect(account.progress[seo]).toMatchObject({ status: 'started', unread_at: '2026-11-21T10:00:00.000Z' })
  expect(viewOf(account).days).toEqual({ '2026-11-19': 120, '2026-11-21': 60 })
  // Only what was unsent is queued: the unread mark.
  expect(account.outbox.map((entry) => entry.key)).toEqual([seo])

  await migrateLocalStorage(backend, me)
  expect((await backend.get('visitor'))!.ownTime['2026-11-20']?.seconds).toBe(300)
})
