import { describe, expect, it } from 'vitest'
import { lineColumn, offsetOfPath } from './json-position'

const text =
  '{\n  "title": "A",\n  "sections": [\n    { "heading": "x\\"y" },\n    { "heading": "B", "list": [1, 2] }\n  ]\n}\n'
const at = (path: (string | number)[]) => lineColumn(text, offsetOfPath(text, path))

describe('JSON positions', () => {
  it('finds the value at a path, through arrays and escaped quotes', () => {
    expect(at(['title'])).toEqual({ line: 2, column: 12 })
    expect(at(['sections', 1, 'heading'])).toEqual({ line: 5, column: 18 })
    expect(at(['sections', 1, 'list', 1])).toEqual({ line: 5, column: 35 })
  })

  it('points at the object that lacks a missing key', () => {
    expect(at(['sections', 0, 'paragraphs'])).toEqual({ line: 4, column: 5 })
  })
})
