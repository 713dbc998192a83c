import { findOccurrences, type QueryTerm } from './matcher'
import { originalOffset, type FoldedText } from './normalize'

/** A run of text; `hit` runs are shown highlighted (as text, never as markup). */
export interface Segment {
  text: string
  hit: boolean
}

function matchedRanges(folded: string, terms: QueryTerm[]): [number, number][] {
  const ranges = terms
    .flatMap((term) =>
      findOccurrences(folded, term, 200).map((start): [number, number] => [start, start + term.text.length]),
    )
    .sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

/** The whole of a short text (a title, a heading) split into plain and matched runs. */
export function highlight(original: string, text: FoldedText, terms: QueryTerm[]): Segment[] {
  return segmentsOf(original, text, terms, 0, original.length)
}

function segmentsOf(
  original: string,
  text: FoldedText,
  terms: QueryTerm[],
  from: number,
  to: number,
): Segment[] {
  const segments: Segment[] = []
  let at = from
  for (const [start, end] of matchedRanges(text.folded, terms)) {
    const hitStart = originalOffset(text, start)
    const hitEnd = originalOffset(text, end)
    if (hitEnd <= from || hitStart >= to) continue
    if (hitStart > at) segments.push({ text: original.slice(at, hitStart), hit: false })
    segments.push({ text: original.slice(Math.max(hitStart, at), Math.min(hitEnd, to)), hit: true })
    at = Math.min(hitEnd, to)
  }
  if (at < to) segments.push({ text: original.slice(at, to), hit: false })
  return segments
}

const before = 30
const length = 140

/**
 * About 140 characters of a long text around its first match, with every match inside highlighted and
 * an ellipsis where text was cut. Without a match, the text's beginning.
 */
export function snippet(original: string, text: FoldedText, terms: QueryTerm[]): Segment[] {
  const first = matchedRanges(text.folded, terms)[0]
  const firstHit = first ? originalOffset(text, first[0]) : 0
  let from = Math.max(0, firstHit - before)
  // Start at a word or sentence boundary nearby rather than mid-word.
  const space = original.slice(from, firstHit).search(/[\s，。；：、,.;:]/u)
  if (from > 0 && space !== -1) from += space + 1
  const to = Math.min(original.length, from + length)
  const segments = segmentsOf(original, text, terms, from, to)
  if (from > 0) segments.unshift({ text: '…', hit: false })
  if (to < original.length) segments.push({ text: '…', hit: false })
  return segments
}
