import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it('takes the first letters of the first two words, at most 2', () => {
    expect(initials('Ada Lovelace')).toBe('AL')
    expect(initials('ada byron lovelace')).toBe('AB')
  })

  it('takes one letter of a single Latin name and up to two characters of a Chinese one', () => {
    expect(initials('ada')).toBe('A')
    expect(initials('张三')).toBe('张三')
    expect(initials('欧阳娜娜')).toBe('欧阳')
  })

  it('is empty without a name, so the user icon shows', () => {
    expect(initials('')).toBe('')
    expect(initials('   ')).toBe('')
    expect(initials(undefined)).toBe('')
  })
})
