import { describe, expect, it } from 'vitest'
import { bookmarkCases, noteCases, tickCases } from './notebook-cases'
import { notebookKey } from '../notebook/notebook-rows'
import { mergeNotebook } from './notebook-merge'

describe('the notebook merge rule', () => {
  it.each([...noteCases, ...bookmarkCases, ...tickCases] as const)(
    '$name',
    ({ stored, incoming, clearedAt, expected }) => {
      expect(mergeNotebook<typeof incoming>(stored, incoming, clearedAt ?? null)).toEqual(expected)
    },
  )

  it('keys each record by its place in the account', () => {
    expect(notebookKey('tick', tickCases[0]!.incoming)).toBe('cases/guide#file-the-icp')
    expect(notebookKey('note', noteCases[0]!.incoming)).toBe('cases/guide#section-2')
  })
})
