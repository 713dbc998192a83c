// GET /authorize → the stand-in provider page (handlers/stand-in.ts) → GET|POST /callback. The
// flow state, PKCE, account linking, redirects and error reporting follow GoTrue.

import { type App } from '../app'
import { ApiError, OAuthError, badRequest, internalError, oauthErrorFor } from '../errors'
import { finishOAuth, loadCallbackFlow, startOAuth } from '../flows/oauth'
import { type Reply, redirectReply } from '../http/reply'
import { goEncode, withQuery } from '../redirect'
import { standInUrl } from '../stand-in/provider-page'
import { validatePkceParams } from '../validation'
import { implicitRedirect } from './support/redirects'
import { type ApiRequest, readForm, redirectTarget, requestAud } from './support/request'

/** Every provider GoTrue knows; only google and github can be enabled in the emulator. */
const KNOWN_PROVIDERS = new Set(
  'apple azure bitbucket discord facebook figma fly github gitlab google kakao keycloak linkedin linkedin_oidc notion snapchat spotify slack slack_oidc twitch twitter x vercel_marketplace workos zoom'.split(
    ' ',
  ),
)

/** Parameters GoTrue keeps for itself instead of forwarding them to the provider. */
const RESERVED_PARAMS = new Set(
  'client_id client_secret redirect_uri response_type state code_challenge code_challenge_method code_verifier scopes provider redirect_to'.split(
    ' ',
  ),
)

function providerEnabled(app: App, provider: string): boolean {
  if (provider === 'google') return app.services.config.externalGoogleEnabled
  if (provider === 'github') return app.services.config.externalGithubEnabled
  return false
}

/** GoTrue's Provider(): the error text that follows "Unsupported provider: ". */
function providerProblem(app: App, provider: string): string | null {
  if (provider.startsWith('custom:')) return 'custom OAuth providers are disabled'
  if (!KNOWN_PROVIDERS.has(provider)) return `Provider ${provider} could not be found`
  if (!providerEnabled(app, provider)) return 'provider is not enabled'
  return null
}

export async function authorizeHandler(app: App, request: ApiRequest): Promise<Reply> {
  const query = request.query
  const provider = (query.get('provider') ?? '').toLowerCase()
  const scopes = query.get('scopes') ?? ''
  const problem = providerProblem(app, provider)
  if (problem) throw badRequest('validation_failed', `Unsupported provider: ${problem}`)
  const redirectTo = redirectTarget(app, request)
  const codeChallenge = query.get('code_challenge') ?? ''
  const codeChallengeMethod = query.get('code_challenge_method') ?? ''
  validatePkceParams(codeChallengeMethod, codeChallenge)
  const state = await startOAuth(app.services, { provider, codeChallenge, codeChallengeMethod, redirectTo })
  // Forward the non-reserved parameters to the provider, as GoTrue does.
  const forwarded = [...query].filter(([name]) => !RESERVED_PARAMS.has(name.toLowerCase()))
  const defaultScopes = provider === 'google' ? 'email profile' : 'user:email'
  const location = withQuery(standInUrl(app.services.authUrl, provider), [
    ...forwarded,
    ['client_id', `emulator-${provider}-client`],
    ['redirect_uri', `${app.services.authUrl}/callback`],
    ['response_type', 'code'],
    ['scope', scopes ? `${defaultScopes} ${scopes}` : defaultScopes],
    ['state', state],
  ])
  return redirectReply(location, 302)
}

/** redirectErrors: error in the query and (with `sb`) in the fragment of the app's address. */
function callbackErrorRedirect(error: ApiError | OAuthError, target: string): string {
  const fields: [string, string][] = []
  if (error instanceof OAuthError) {
    fields.push(['error', error.error], ['error_description', error.description])
  } else {
    const forced = ['signup_disabled', 'user_banned', 'provider_email_needs_verification'].includes(
      error.code,
    )
    fields.push(['error', forced ? 'access_denied' : (oauthErrorFor(error.status) ?? 'server_error')])
    fields.push(['error_description', error.message])
    fields.push(['error_code', error.code || 'unexpected_failure'])
  }
  const fragment = goEncode([...fields.filter(([, value]) => value !== ''), ['sb', '']])
  return withQuery(target, fields, fragment)
}

/** The stand-in provider's answer: who signed in, or the provider's refusal. */
function redeemProviderCode(app: App, values: URLSearchParams, state: string, provider: string) {
  const providerError = values.get('error') ?? ''
  if (providerError !== '') throw new OAuthError(providerError, values.get('error_description') ?? '')
  const code = values.get('code') ?? ''
  if (code === '')
    throw badRequest('bad_oauth_callback', 'OAuth callback with missing authorization code missing')
  const profile = app.standInCodes.get(code)
  app.standInCodes.delete(code)
  const valid =
    profile &&
    profile.state === state &&
    profile.provider === provider &&
    profile.expiresAt >= app.services.now()
  if (!valid) throw internalError(`Unable to exchange external code: ${code.slice(0, 4)}`)
  return profile
}

export async function callbackHandler(app: App, request: ApiRequest): Promise<Reply> {
  const values = request.method === 'POST' ? await readForm(request) : request.query
  const state = values.get('state') ?? ''
  const flow = await loadCallbackFlow(app.services, state)
  if (flow instanceof ApiError) {
    return redirectReply(
      withQuery(app.services.config.siteUrl, [
        ['error', oauthErrorFor(flow.status) ?? 'server_error'],
        ['error_code', flow.code],
        ['error_description', flow.message],
      ]),
      303,
    )
  }
  const target = flow.referrer || app.services.config.siteUrl
  try {
    const profile = redeemProviderCode(app, values, state, flow.provider_type)
    const outcome = await finishOAuth(app.services, flow, profile, {
      aud: requestAud(app),
      client: request.client,
    })
    const location =
      outcome.kind === 'code'
        ? withQuery(target, [['code', outcome.code]])
        : implicitRedirect(target, outcome.session, [['provider_token', outcome.providerToken]])
    return redirectReply(location, 302)
  } catch (error) {
    if (error instanceof ApiError || error instanceof OAuthError) {
      return redirectReply(callbackErrorRedirect(error, target), 302)
    }
    throw error
  }
}
