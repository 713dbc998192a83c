import { describe, expect, it } from 'vitest'
import { buildDateConstant } from './build-date'

describe('the build date', () => {
  it('comes from BUILD_DATE when set', () => {
    expect(buildDateConstant({ BUILD_DATE: '2027-12-01' })).toEqual({ __BUILD_DATE__: '"2027-12-01"' })
  })

  it('is today otherwise, and stays fixed for the rest of the build', () => {
    const env: Record<string, string | undefined> = {}
    const today = new Date().toISOString().slice(0, 10)
    expect(buildDateConstant(env)).toEqual({ __BUILD_DATE__: JSON.stringify(today) })
    expect(env.BUILD_DATE).toBe(today)
  })

  it('refuses anything but a day', () => {
    expect(() => buildDateConstant({ BUILD_DATE: '2027-13-01' })).toThrow(/YYYY-MM-DD/)
  })
})
