import { describe, expect, it } from 'vitest'
import { median } from './median'

describe('median', () => {
  it('takes the middle of an odd sample, whatever its order', () => expect(median([9, 1, 5, 7, 3])).toBe(5))
  it('averages the two middle values of an even sample', () => expect(median([4, 1, 3, 2])).toBe(2.5))
  it('is NaN for no values, so an empty run cannot pass for a fast one', () => expect(median([])).toBeNaN())
})
