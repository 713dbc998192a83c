import { describe, expect, it } from 'vitest'
import { nextThemeMode, readStoredTheme, resolveDark } from './theme'

describe('theme', () => {
  it('reads a stored mode and ignores junk', () => {
    localStorage.setItem('theme', 'dark')
    expect(readStoredTheme(localStorage)).toBe('dark')
    localStorage.setItem('theme', 'purple')
    expect(readStoredTheme(localStorage)).toBe('system')
  })

  it('follows the system only in system mode', () => {
    expect(resolveDark('system', true)).toBe(true)
    expect(resolveDark('light', true)).toBe(false)
    expect(resolveDark('dark', false)).toBe(true)
  })

  it('cycles light, dark, system', () => {
    expect(nextThemeMode('light')).toBe('dark')
    expect(nextThemeMode('dark')).toBe('system')
    expect(nextThemeMode('system')).toBe('light')
  })
})
