import { describe, expect, it } from 'vitest'
import { compareTranslations, leadOver } from './translation-lead'
import { datedArticle, editorial, fact, reader } from './test-articles'

const both = [reader('2026-11-22'), editorial('2026-11-23')]

describe('one language leading the other', () => {
  it('finds no lead when the change logs and source dates agree', () => {
    const article = datedArticle(both, [fact('2026-11-22')])
    expect(compareTranslations(article, article)).toEqual({ problems: [] })
  })

  it('finds the two change logs different when their entries name different sections', () => {
    const inSection = (section: string) => ({ ...reader('2026-12-03'), section })
    const zh = datedArticle([...both, inSection('section-2')], [fact('2026-11-22')])
    expect(
      compareTranslations(zh, datedArticle([...both, inSection('section-2')], [fact('2026-11-22')])),
    ).toEqual({
      problems: [],
    })
    expect(
      compareTranslations(zh, datedArticle([...both, inSection('section-3')], [fact('2026-11-22')])).problems,
    ).toHaveLength(1)
  })

  it('lets the lagging change log miss the leader’s newest reader entries, and says since when', () => {
    const zh = datedArticle([...both, reader('2026-12-03'), reader('2026-12-05')], [fact('2026-11-22')])
    const en = datedArticle(both, [fact('2026-11-22')])
    const result = compareTranslations(zh, en)
    expect(result).toEqual({
      lead: { leader: 'zh', since: '2026-12-03', updated: '2026-12-05' },
      problems: [],
    })
    expect(leadOver(result.lead, 'en')).toEqual(result.lead)
    expect(leadOver(result.lead, 'zh')).toBeUndefined()
  })

  it('lets the lagging language’s sources carry older dates', () => {
    const zh = datedArticle([...both, reader('2026-12-03')], [fact('2026-12-03', '2026-12')])
    const en = datedArticle(both, [fact('2026-11-22', '2026-10')])
    expect(compareTranslations(zh, en).lead).toEqual({
      leader: 'zh',
      since: '2026-12-03',
      updated: '2026-12-03',
    })
    const enNewerSources = datedArticle(both, [fact('2026-12-03', '2026-12')])
    expect(
      compareTranslations(datedArticle(zh.changeLog, [fact('2026-11-22', '2026-10')]), enNewerSources)
        .problems,
    ).toEqual(['the zh change log is ahead but the en sources are newer'])
  })

  it('counts a source re-read in one language only as a lead', () => {
    const zh = datedArticle(both, [fact('2026-11-22')])
    const en = datedArticle(both, [fact('2026-12-01')])
    expect(compareTranslations(zh, en).lead).toEqual({
      leader: 'en',
      since: '2026-12-01',
      updated: '2026-12-01',
    })
  })

  it('refuses a missing editorial entry or an old one', () => {
    const missingEditorial = compareTranslations(
      datedArticle([...both, editorial('2026-12-03')]),
      datedArticle(both),
    )
    expect(missingEditorial.problems).toEqual([
      expect.stringMatching(/^change-log dates or kinds differ.*newest reader entries/),
    ])
    const missingOld = compareTranslations(datedArticle([reader('2026-11-20'), ...both]), datedArticle(both))
    expect(missingOld.lead).toBeUndefined()
    expect(missingOld.problems).toHaveLength(1)
  })

  it('refuses each language ahead somewhere', () => {
    const logs = compareTranslations(
      datedArticle([...both, reader('2026-12-03')]),
      datedArticle([...both, reader('2026-12-04')]),
    )
    expect(logs.problems).toEqual([expect.stringMatching(/^change-log dates or kinds differ/)])
    const dates = compareTranslations(
      datedArticle(both, [fact('2026-11-22'), fact('2026-11-01')]),
      datedArticle(both, [fact('2026-11-01'), fact('2026-11-22')]),
    )
    expect(dates.problems).toEqual(['source dates are newer in zh for some facts and in en for others'])
    const crossed = compareTranslations(
      datedArticle(both, [fact('2026-11-22', '2026-09')]),
      datedArticle(both, [fact('2026-11-01', '2026-10')]),
    )
    expect(crossed.problems).toEqual([
      expect.stringMatching(/newer month in one language and a newer check in the other/),
    ])
  })
})
