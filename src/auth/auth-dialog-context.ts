import { createContext, useContext } from 'react'

export type AuthTab = 'login' | 'register'

export interface AuthDialogControls {
  openAuthDialog: (tab: AuthTab) => void
  /** Starts fetching the dialog's code, e.g. when a pointer nears the button. */
  preloadAuthDialog: () => void
}

export const AuthDialogContext = createContext<AuthDialogControls | undefined>(undefined)

export function useAuthDialog(): AuthDialogControls {
  const context = useContext(AuthDialogContext)
  if (!context) throw new Error('useAuthDialog must be used inside AuthDialogProvider')
  return context
}
