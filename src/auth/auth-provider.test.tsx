import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAuth } from './auth-context'
import { AuthProvider } from './auth-provider'

type Listener = (event: AuthChangeEvent, session: Session | null) => void
const listeners: Listener[] = []
const unsubscribe = vi.fn()

// The provider's own logic is under test here; the real client is exercised by the e2e specs.
vi.mock('./supabase-client', () => ({
  getSupabase: () => ({
    auth: {
      onAuthStateChange: (listener: Listener) => {
        listeners.push(listener)
        return { data: { subscription: { unsubscribe } } }
      },
    },
  }),
}))

function Probe() {
  const { loading, user, session } = useAuth()
  return <p>{loading ? 'loading' : `${user?.email ?? 'anonymous'}|${session?.access_token ?? 'none'}`}</p>
}

const sessionFor = (email: string, token: string) =>
  ({ access_token: token, user: { email } }) as unknown as Session

describe('AuthProvider', () => {
  it('is loading until the first session check, then follows every auth event', async () => {
    const view = render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    )
    expect(screen.getByText('loading')).toBeInTheDocument()
    await vi.waitFor(() => expect(listeners).toHaveLength(1))
    const emit = (event: AuthChangeEvent, session: Session | null) => act(() => listeners[0](event, session))

    emit('INITIAL_SESSION', null)
    expect(screen.getByText('anonymous|none')).toBeInTheDocument()
    emit('SIGNED_IN', sessionFor('ada@example.com', 't1'))
    expect(screen.getByText('ada@example.com|t1')).toBeInTheDocument()
    emit('TOKEN_REFRESHED', sessionFor('ada@example.com', 't2'))
    expect(screen.getByText('ada@example.com|t2')).toBeInTheDocument()
    emit('USER_UPDATED', sessionFor('ada@new.example', 't2'))
    expect(screen.getByText('ada@new.example|t2')).toBeInTheDocument()
    emit('PASSWORD_RECOVERY', sessionFor('ada@new.example', 't3'))
    expect(screen.getByText('ada@new.example|t3')).toBeInTheDocument()
    emit('MFA_CHALLENGE_VERIFIED', sessionFor('ada@new.example', 't4'))
    expect(screen.getByText('ada@new.example|t4')).toBeInTheDocument()
    emit('SIGNED_OUT', null)
    expect(screen.getByText('anonymous|none')).toBeInTheDocument()

    view.unmount()
    expect(unsubscribe).toHaveBeenCalled()
  })

  it('refuses to be used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Probe />)).toThrow('useAuth must be used inside AuthProvider')
  })
})
