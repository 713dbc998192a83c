import { afterEach, expect, test } from 'vitest'
import { trackArticle } from './article-tracker'
import { markArticle } from './progress'
import { readProgress, setAccountView } from './progress-store'

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
  return { stop, reportSeen: (msAgo: number) => report([{ isIntersecting: true, target: section, time: performance.now() - msAgo }]) }
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
