import { expect, it } from 'vitest'
import { guideReadProblems } from './guide-reads'

it('names a guide file a build read twice, and a report with no count', () => {
  expect(guideReadProblems({ guideFileReads: { files: 76, reads: 76, repeated: {} } })).toEqual([])
  expect(
    guideReadProblems({
      guideFileReads: { files: 76, reads: 77, repeated: { '/d/locales/zh/articles/a/b.json': 2 } },
    }),
  ).toEqual(['a build reads each guide file once; it read /d/locales/zh/articles/a/b.json 2 times'])
  expect(guideReadProblems({})).toEqual(['the build report does not count the reads of guide files: rebuild'])
})
