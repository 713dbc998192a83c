/**
 * Optimal string alignment distance: insertions, deletions, substitutions and the transposition
 * of two neighbouring letters each count as one edit ("vercle" is one from "vercel"). Stops at
 * `max`: anything further returns max + 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2] + 1)
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    before = previous
    previous = current
  }
  return Math.min(previous[b.length], max + 1)
}

/** Edits a Latin word of this length may have: one from 5 letters, two from 9, none below. */
export const allowedEdits = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : 0)
