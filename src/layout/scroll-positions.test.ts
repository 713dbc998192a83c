import { afterEach, expect, test } from 'vitest'
import { KEPT_POSITIONS, persistPositions, readPositions, rememberPosition } from './scroll-positions'

afterEach(() => sessionStorage.clear())

test('keeps the newest positions of the tab, counting a revisited entry as new', () => {
  const positions = {}
  for (let index = 0; index <= KEPT_POSITIONS; index++)
    rememberPosition(positions, `entry-${index} /page`, index * 10)
  rememberPosition(positions, 'entry-0 /page', 5)
  rememberPosition(positions, `entry-${KEPT_POSITIONS + 1} /page`, 1)
  persistPositions(positions)
  const kept = readPositions()
  expect(Object.keys(kept)).toHaveLength(KEPT_POSITIONS)
  expect(kept['entry-0 /page']).toBe(5)
  expect(kept['entry-1 /page']).toBeUndefined()
  expect(kept['entry-2 /page']).toBeUndefined()
  expect(kept[`entry-${KEPT_POSITIONS} /page`]).toBe(KEPT_POSITIONS * 10)
})

test('a damaged entry reads as no positions', () => {
  sessionStorage.setItem('scroll-positions', '{not json')
  expect(readPositions()).toEqual({})
})
