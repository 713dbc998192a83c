import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { readStoredTheme, resolveDark, THEME_STORAGE_KEY, type ThemeMode } from './theme'

interface ThemeContextValue {
  mode: ThemeMode
  setMode: (mode: ThemeMode) => void
}

const ThemeContext = createContext<ThemeContextValue | undefined>(undefined)

const listeners = new Set<() => void>()

function subscribeToStoredTheme(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function readBrowserTheme(): ThemeMode {
  try {
    return readStoredTheme(window.localStorage)
  } catch {
    return 'system'
  }
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The prerendered page was written with 'system'; hydration starts there and then reads the choice.
  const mode = useSyncExternalStore(subscribeToStoredTheme, readBrowserTheme, () => 'system' as const)

  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)')
    const apply = () => document.documentElement.classList.toggle('dark', resolveDark(mode, query.matches))
    apply()
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [mode])

  const value = useMemo<ThemeContextValue>(
    () => ({
      mode,
      setMode: (next) => {
        window.localStorage.setItem(THEME_STORAGE_KEY, next)
        listeners.forEach((listener) => listener())
      },
    }),
    [mode],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext)
  if (!context) throw new Error('useTheme must be used inside ThemeProvider')
  return context
}
