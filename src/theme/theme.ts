export const themeModes = ['light', 'dark', 'system'] as const
export type ThemeMode = (typeof themeModes)[number]

export const THEME_STORAGE_KEY = 'theme'

export function readStoredTheme(storage: Storage | undefined): ThemeMode {
  const stored = storage?.getItem(THEME_STORAGE_KEY)
  return themeModes.find((mode) => mode === stored) ?? 'system'
}

export function resolveDark(mode: ThemeMode, prefersDark: boolean): boolean {
  return mode === 'dark' || (mode === 'system' && prefersDark)
}

export function nextThemeMode(mode: ThemeMode): ThemeMode {
  return themeModes[(themeModes.indexOf(mode) + 1) % themeModes.length]
}
