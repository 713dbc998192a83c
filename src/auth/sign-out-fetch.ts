/**
 * supabase-js keeps the whole session, refresh token included, when its sign-out request cannot be
 * sent (security review M4): offline, "Sign out" did nothing a reader could see. Behind this fetch
 * a revoke that does not reach the server (no network, or the server failing) is answered as done,
 * so the client removes the session, its storage keys and the PKCE verifier on this device; the
 * tokens already handed out end with their lifetime. `takeRevokeUnsent` tells the caller it
 * happened, once, so that the page can say the sign-out held on this device only.
 */
let revokeUnsent = false

export function takeRevokeUnsent(): boolean {
  const unsent = revokeUnsent
  revokeUnsent = false
  return unsent
}

const isRevoke = (input: RequestInfo | URL) => {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  return new URL(href, 'http://base.invalid').pathname.endsWith('/auth/v1/logout')
}

export function signOutTolerantFetch(base: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    if (!isRevoke(input)) return base(input, init)
    revokeUnsent = false
    try {
      const response = await base(input, init)
      if (response.status < 500) return response
    } catch {
      // No network: handled below, as a server failing is.
    }
    revokeUnsent = true
    return new Response(null, { status: 204 })
  }
}
