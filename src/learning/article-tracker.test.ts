import { afterEach, expect, test } from 'vitest'
import { leaveEndFirst, trackArticle } from './article-tracker'
import { markArticle } from './progress'
import { readProgress, setAccountView, updateProgress } from './progress-store'

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void

function watch(articleId: string) {
  let report: Report = () => undefined
  globalThis.IntersectionObserver = class {
    constructor(callback: Report) {
      report = callback
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver
  const section = document.createElement('section')
  section.dataset.articleSection = 'section-9'
  const stop = trackArticle(articleId, [section])
  return {
    stop,
    reportSeen: (msAgo: number) => report([{ isIntersecting: true, target: section, time: performance.now() - msAgo }]),
    reportLeft: () => report([{ isIntersecting: false, target: section, time: performance.now() }]),
  }
}

afterEach(() => {
  setAccountView(null)
  localStorage.clear()
})

const articleId = 'marketing/research-seo'

test('reaching the last section completes the guide', () => {
  const { stop, reportSeen } = watch(articleId)
  reportSeen(0)
  expect(readProgress().articles[articleId]?.status).toBe('completed')
  stop()
})

test("a view from before a signed-in reader's \"mark as unread\" does not complete the guide again", () => {
  // The account holds the unread mark, already sent: this browser's own copy is empty.
  const unread = markArticle({ articles: {}, days: {} }, articleId, false, new Date())
  setAccountView({ progress: unread, status: 'ready', retry: () => undefined })
  const { stop, reportSeen } = watch(articleId)
  reportSeen(5_000)
  expect(readProgress().articles[articleId]).toBeUndefined()
  stop()
})

test('after "mark as unread" at the end, the end still in view does not complete the guide until the reader leaves it and returns', () => {
  const { stop, reportSeen, reportLeft } = watch(articleId)
  reportSeen(0)
  // The click lands on the frame that scrolled the end into view, and that view is reported after it.
  leaveEndFirst(articleId)
  updateProgress((progress) => markArticle(progress, articleId, false, new Date(Date.now() - 2)))
  reportSeen(0)
  expect(readProgress().articles[articleId]).toMatchObject({ status: 'started', unread: true })
  reportLeft()
  reportSeen(0)
  expect(readProgress().articles[articleId]?.status).toBe('completed')
  stop()
})
