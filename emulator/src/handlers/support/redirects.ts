// Redirects back to the app that carry a session in the fragment (GoTrue's implicit flow).

import { type TokenResponse } from '../../flows/session'
import { goEncode, withFragment } from '../../redirect'

/** AccessTokenResponse.AsRedirectURL */
export function implicitRedirect(
  redirectTo: string,
  session: TokenResponse,
  extra: [string, string][],
): string {
  const fragment = goEncode([
    ...extra,
    ['access_token', session.access_token],
    ['token_type', session.token_type],
    ['expires_in', String(session.expires_in)],
    ['expires_at', String(session.expires_at)],
    ['refresh_token', session.refresh_token],
    ['sb', ''],
  ])
  return withFragment(redirectTo, fragment)
}
