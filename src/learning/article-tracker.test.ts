import { expect, test } from 'vitest'
import { recordingLearning } from '@/test/recording-learning'
import { leaveEndFirst, trackArticle } from './article-tracker'

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
  const recorded = recordingLearning()
  const stop = trackArticle(articleId, [section], recorded.learning)
  return {
    stop,
    readings: recorded.readings,
    reportSeen: (msAgo: number) =>
      report([{ isIntersecting: true, target: section, time: performance.now() - msAgo }]),
    reportLeft: () => report([{ isIntersecting: false, target: section, time: performance.now() }]),
  }
}

const articleId = 'marketing/research-seo'

test('reaching the last section reports the end, dated when it came into view', () => {
  const { stop, reportSeen, readings } = watch(articleId)
  const before = Date.now()
  reportSeen(5_000)
  expect(readings).toHaveLength(1)
  expect(readings[0]).toMatchObject({ articleId, reading: { section: 'section-9', reachedEnd: true } })
  // Seen five seconds ago, not reported now: a "mark as unread" in between is the later edit.
  expect(before - readings[0]!.at.getTime()).toBeGreaterThanOrEqual(4_900)
  stop()
})

test('after "mark as unread" at the end, the end still in view does not complete the guide until the reader leaves it and returns', () => {
  const { stop, reportSeen, reportLeft, readings } = watch(articleId)
  // The click lands on the frame that scrolled the end into view, and that view is reported after it.
  leaveEndFirst(articleId)
  reportSeen(0)
  expect(readings.at(-1)?.reading.reachedEnd).toBe(false)
  reportLeft()
  reportSeen(0)
  expect(readings.at(-1)?.reading.reachedEnd).toBe(true)
  stop()
})
