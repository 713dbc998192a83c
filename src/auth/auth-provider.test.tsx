import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from './auth-context'
import { sessionStorageKey } from './stored-session'

type Listener = (event: AuthChangeEvent, session: Session | null) => void
const listeners: Listener[] = []
const unsubscribe = vi.fn()
const getSupabase = vi.fn(() => ({
  auth: {
    onAuthStateChange: (listener: Listener) => {
      listeners.push(listener)
      return { data: { subscription: { unsubscribe } } }
    },
  },
}))

// The provider's own logic is under test here; the real client is exercised by the e2e specs.
vi.mock('./supabase-client', () => ({ getSupabase: () => getSupabase() }))

const sessionKey = sessionStorageKey(__LOCAL_SUPABASE_URL__)

/** What the provider holds, read through the given module's useAuth. */
const probeOf = (use: typeof useAuth) =>
  function Probe() {
    const { loading, user, session } = use()
    return <p>{loading ? 'loading' : `${user?.email ?? 'anonymous'}|${session?.access_token ?? 'none'}`}</p>
  }

const sessionFor = (email: string, token: string) =>
  ({ access_token: token, user: { email } }) as unknown as Session

// The loader keeps the client it loaded for the page's life: each test starts from a fresh page.
async function renderProvider() {
  vi.resetModules()
  const { AuthProvider } = await import('./auth-provider')
  const Probe = probeOf((await import('./auth-context')).useAuth)
  const loader = await import('./load-client')
  const view = render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  return { view, loadClient: loader.loadSupabaseClient }
}

beforeEach(() => {
  listeners.length = 0
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('AuthProvider', () => {
  it('with a stored session, is loading until the first session check, then follows every auth event', async () => {
    localStorage.setItem(sessionKey, '{"access_token":"t0"}')
    const { view } = await renderProvider()
    expect(screen.getByText('loading')).toBeInTheDocument()
    await vi.waitFor(() => expect(listeners).toHaveLength(1))
    const emit = (event: AuthChangeEvent, session: Session | null) => act(() => listeners[0](event, session))

    emit('INITIAL_SESSION', sessionFor('ada@example.com', 't0'))
    expect(screen.getByText('ada@example.com|t0')).toBeInTheDocument()
    emit('SIGNED_OUT', null)
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

    view.unmount()
    expect(unsubscribe).toHaveBeenCalled()
  })

  it('finds a session kept only in this tab ("Remember me" off)', async () => {
    sessionStorage.setItem(sessionKey, '{"access_token":"t0"}')
    await renderProvider()
    await vi.waitFor(() => expect(listeners).toHaveLength(1))
    expect(getSupabase).toHaveBeenCalled()
  })

  it('answers a visitor with no session at once, without loading supabase-js', async () => {
    getSupabase.mockClear()
    await renderProvider()
    expect(await screen.findByText('anonymous|none')).toBeInTheDocument()
    expect(getSupabase).not.toHaveBeenCalled()
    expect(listeners).toHaveLength(0)
  })

  it("follows the auth events once a visitor's action loads the client", async () => {
    const { loadClient } = await renderProvider()
    await screen.findByText('anonymous|none')
    await act(() => loadClient())
    // Subscribed before the action's own call could change the session.
    expect(listeners).toHaveLength(1)
    act(() => listeners[0]('SIGNED_IN', sessionFor('ada@example.com', 't1')))
    expect(screen.getByText('ada@example.com|t1')).toBeInTheDocument()
  })

  it('loads the client when another tab stores a session', async () => {
    await renderProvider()
    await screen.findByText('anonymous|none')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }))
      window.dispatchEvent(new StorageEvent('storage', { key: sessionKey, newValue: null }))
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(listeners).toHaveLength(0)
    act(() =>
      window.dispatchEvent(
        new StorageEvent('storage', { key: sessionKey, newValue: '{"access_token":"t1"}' }),
      ),
    )
    await vi.waitFor(() => expect(listeners).toHaveLength(1))
    act(() => listeners[0]('INITIAL_SESSION', sessionFor('ada@example.com', 't1')))
    expect(await screen.findByText('ada@example.com|t1')).toBeInTheDocument()
  })

  it('refuses to be used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Probe = probeOf(useAuth)
    expect(() => render(<Probe />)).toThrow('useAuth must be used inside AuthProvider')
  })
})
