import type { LearningProgress } from '@/learning/progress'

/** A reader's progress with each guide named completed at 09:00 UTC on its day ('2026-11-24'). */
export const completedProgress = (on: Record<string, string>): LearningProgress => ({
  articles: Object.fromEntries(
    Object.entries(on).map(([id, day]) => [
      id,
      {
        status: 'completed' as const,
        lastSection: null,
        scrollRatio: 1,
        completedAt: `${day}T09:00:00.000Z`,
        updatedAt: `${day}T09:00:00.000Z`,
      },
    ]),
  ),
  days: {},
})
