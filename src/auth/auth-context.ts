import type { AuthError, Session, User } from '@supabase/supabase-js'
import { createContext, useContext } from 'react'

export type AuthResult = { error: AuthError | null }

export interface AuthState {
  user: User | null
  session: Session | null
  /** True until the first session check has finished. */
  loading: boolean
}

export interface AuthActions {
  signIn: (email: string, password: string, options?: { remember?: boolean }) => Promise<AuthResult>
  signUp: (
    email: string,
    password: string,
    fullName: string,
  ) => Promise<AuthResult & { needsConfirmation: boolean }>
  signInWithGoogle: () => Promise<AuthResult>
  signInWithGitHub: () => Promise<AuthResult>
  /** Signs out this browser; `onThisDeviceOnly` when the server could not be told (offline). */
  signOut: () => Promise<AuthResult & { onThisDeviceOnly: boolean }>
  /** Ends every session of the account, on every device. */
  signOutEverywhere: () => Promise<AuthResult>
  /** Deletes the signed-in user (and, by cascade, their learning data), then signs out here. */
  deleteAccount: () => Promise<{ deleted: boolean }>
  resetPassword: (email: string) => Promise<AuthResult>
  updatePassword: (password: string) => Promise<AuthResult>
  updateProfile: (profile: { fullName: string; avatarUrl: string }) => Promise<AuthResult>
  resendConfirmation: (email: string) => Promise<AuthResult>
  /** Exchanges a PKCE code from an emailed or OAuth link for a session, once per code. */
  exchangeCode: (code: string) => Promise<AuthResult>
}

export type AuthContextValue = AuthState & AuthActions

export const AuthContext = createContext<AuthContextValue | undefined>(undefined)

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext)
  if (!context) throw new Error('useAuth must be used inside AuthProvider')
  return context
}
