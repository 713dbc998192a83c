// Issue 30: every marketing guide gives the reader something to paste the same day, in both
// languages. Playbooks are sequences of steps and drafts are unfinished, so neither is held to it.
import { describe, expect, it } from 'vitest'
import { guidesIn, shippedArticle } from '@/test/shipped-guides'

const published = (language: 'zh' | 'en') =>
  guidesIn('marketing').filter((id) => {
    const article = shippedArticle(language, id)
    return !article.draft && !article.playbook
  })

describe.each(['zh', 'en'] as const)('marketing guides in %s', (language) => {
  it('each have a template to paste', () => {
    const guides = published(language)
    expect(guides.length).toBeGreaterThan(0)
    const without = guides.filter(
      (id) =>
        !shippedArticle(language, id)
          .sections.flatMap((section) => section.blocks ?? [])
          .some((block) => block.type === 'template'),
    )
    expect(without).toEqual([])
  })
})
