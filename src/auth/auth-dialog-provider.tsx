import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { loadChunk } from '@/lib/chunk-reload'
import { AuthDialogContext, type AuthTab } from './auth-dialog-context'

// The dialog, its forms, react-hook-form and zod load only when someone wants to sign in.
const loadDialog = () => loadChunk(() => import('./auth-dialog'))
const AuthDialog = lazy(loadDialog)

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; tab: AuthTab; session: number } | null>(null)

  const openAuthDialog = useCallback(
    (tab: AuthTab) => setState((current) => ({ open: true, tab, session: (current?.session ?? 0) + 1 })),
    [],
  )
  const controls = useMemo(
    () => ({ openAuthDialog, preloadAuthDialog: () => void loadDialog() }),
    [openAuthDialog],
  )

  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <AuthDialog
            key={state.session}
            open={state.open}
            tab={state.tab}
            onTabChange={(tab) => setState((current) => current && { ...current, tab })}
            onOpenChange={(open) => setState((current) => current && { ...current, open })}
          />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  )
}
