// GET /authorize → the stand-in provider page (emulator/oauth/:provider) → GET|POST /callback.
//
// Real GoTrue redirects to Google or GitHub; nothing outside this machine is reachable, so the
// emulator plays the provider too: a small HTML form where the developer (or a Playwright test)
// types the identity to sign in with. The rest of the flow (flow state, PKCE, account linking,
// redirects and error reporting) follows GoTrue.

import { type App, type Ctx, inTx, redirect, sendHtml } from '../app'
import { isUuid, randomHex, stableProviderSubject } from '../crypto'
import { ApiError, OAuthError, badRequest, internalError, oauthErrorFor, unprocessable } from '../errors'
import { escapeHtml } from '../mailer'
import {
  type IdentityRow,
  type Json,
  type UserRow,
  confirmUser,
  createFlowState,
  createIdentity,
  deleteFlowState,
  findFlowStateById,
  findIdentity,
  findUserByEmail,
  findUserById,
  insertUser,
  isBanned,
  isEmailConfirmed,
  isFlowStateExpired,
  isPkceFlowState,
  iso,
  mergeMetadata,
  refreshProviders,
  removeUnconfirmedIdentities,
  updateUser,
} from '../models'
import { goEncode, withQuery } from '../redirect'
import { issueSession, requestAud } from '../tokens'
import { validatePkceParams } from './common'
import { implicitRedirect } from './verify'

/** Every provider GoTrue knows; only google and github can be enabled in the emulator. */
const KNOWN_PROVIDERS = new Set([
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'snapchat',
  'spotify',
  'slack',
  'slack_oidc',
  'twitch',
  'twitter',
  'x',
  'vercel_marketplace',
  'workos',
  'zoom',
])

const PROVIDER_LABEL: Record<string, string> = { google: 'Google', github: 'GitHub' }

const RESERVED_PARAMS = new Set([
  'client_id',
  'client_secret',
  'redirect_uri',
  'response_type',
  'state',
  'code_challenge',
  'code_challenge_method',
  'code_verifier',
  'scopes',
  'provider',
  'redirect_to',
])

function providerEnabled(app: App, provider: string): boolean {
  if (provider === 'google') return app.config.externalGoogleEnabled
  if (provider === 'github') return app.config.externalGithubEnabled
  return false
}

/** GoTrue's Provider(): the error text that follows "Unsupported provider: ". */
function providerProblem(app: App, provider: string): string | null {
  if (provider.startsWith('custom:')) return 'custom OAuth providers are disabled'
  if (!KNOWN_PROVIDERS.has(provider)) return `Provider ${provider} could not be found`
  if (!providerEnabled(app, provider)) return 'provider is not enabled'
  return null
}

const standInUrl = (app: App, provider: string) => `${app.authUrl}/emulator/oauth/${provider}/authorize`

export async function authorizeHandler(ctx: Ctx) {
  const app = ctx.app
  const provider = (ctx.query.get('provider') ?? '').toLowerCase()
  const scopes = ctx.query.get('scopes') ?? ''
  const problem = providerProblem(app, provider)
  if (problem) throw badRequest('validation_failed', `Unsupported provider: ${problem}`)
  const redirectTo = app.redirects.referrer(ctx.req, ctx.query)
  const challenge = ctx.query.get('code_challenge') ?? ''
  const method = ctx.query.get('code_challenge_method') ?? ''
  validatePkceParams(method, challenge)
  const flow = await createFlowState(
    app.db,
    {
      providerType: provider,
      authenticationMethod: 'oauth',
      codeChallenge: challenge,
      codeChallengeMethod: method,
      userId: null,
      referrer: redirectTo,
    },
    app.now(),
  )
  // Forward the non-reserved parameters to the provider, as GoTrue does.
  const forward: [string, string][] = []
  for (const [k, v] of ctx.query) if (!RESERVED_PARAMS.has(k.toLowerCase())) forward.push([k, v])
  const defaults = provider === 'google' ? 'email profile' : 'user:email'
  const location = withQuery(standInUrl(app, provider), [
    ...forward,
    ['client_id', `emulator-${provider}-client`],
    ['redirect_uri', `${app.authUrl}/callback`],
    ['response_type', 'code'],
    ['scope', scopes ? `${defaults} ${scopes}` : defaults],
    ['state', flow.id],
  ])
  redirect(ctx, location, 302)
}

// ---------------------------------------------------------------------------------------------
// The stand-in provider page

interface FormValues {
  email: string
  fullName: string
  avatarUrl: string
}

function providerPage(
  app: App,
  provider: string,
  state: string,
  scope: string,
  values: FormValues,
  error: string,
): string {
  const label = PROVIDER_LABEL[provider] ?? provider
  const e = escapeHtml
  const alert = error ? `<p class="error" role="alert" id="form-error">${e(error)}</p>` : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Sign in with ${e(label)} (local emulator)</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #f4f5f7; color: #1f2328; margin: 0; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.35rem; margin: 0 0 .5rem; }
  p.note { color: #57606a; font-size: .9rem; margin: 0 0 1.25rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .3rem; }
  .hint { color: #57606a; font-size: .8rem; margin: .25rem 0 0; }
  input { width: 100%; box-sizing: border-box; padding: .6rem .7rem; border: 1px solid #d0d7de; border-radius: 8px; font-size: 1rem; }
  input:focus { outline: 2px solid #0969da; outline-offset: 1px; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { flex: 1; padding: .65rem; font-size: 1rem; border-radius: 8px; cursor: pointer; border: 1px solid #d0d7de; background: #f6f8fa; }
  button[value="sign_in"] { background: #1f883d; color: #fff; border-color: #1a7f37; }
  .error { background: #ffebe9; border: 1px solid #ff8182; color: #82071e; padding: .6rem .75rem; border-radius: 8px; }
  .badge { display: inline-block; font-size: .75rem; background: #ddf4ff; color: #0969da; padding: .1rem .5rem; border-radius: 999px; }
</style>
</head>
<body>
<main>
  <span class="badge">Local Supabase Auth emulator</span>
  <h1>Sign in with ${e(label)}</h1>
  <p class="note">This page stands in for ${e(label)} on your machine; nothing is sent anywhere.
  Enter the identity to sign in with. The same email always gives the same ${e(label)} account.</p>
  ${alert}
  <form method="post" action="${e(standInUrl(app, provider))}">
    <input type="hidden" name="state" value="${e(state)}">
    <input type="hidden" name="scope" value="${e(scope)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="255" value="${e(values.email)}"${error ? ' aria-describedby="form-error"' : ''}>
    <label for="full_name">Full name</label>
    <input id="full_name" name="full_name" type="text" autocomplete="name" maxlength="200" value="${e(values.fullName)}">
    <label for="avatar_url">Avatar URL</label>
    <input id="avatar_url" name="avatar_url" type="url" maxlength="2000" value="${e(values.avatarUrl)}" aria-describedby="avatar-hint">
    <p class="hint" id="avatar-hint">Optional. Leave empty for a generated picture served by the emulator.</p>
    <div class="actions">
      <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
      <button type="submit" name="action" value="sign_in">Sign in</button>
    </div>
  </form>
</main>
</body>
</html>`
}

function errorPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>`
}

async function loadPendingFlow(app: App, provider: string, state: string) {
  if (!isUuid(state)) return null
  const flow = await findFlowStateById(app.db, state)
  if (!flow || flow.provider_type !== provider || flow.user_id) return null
  if (isFlowStateExpired(flow, app.config.flowStateExpirySeconds, app.now())) return null
  return flow
}

export async function standInPageHandler(ctx: Ctx) {
  const app = ctx.app
  const provider = ctx.params.provider ?? ''
  const state = ctx.query.get('state') ?? ''
  if (!PROVIDER_LABEL[provider] || !(await loadPendingFlow(app, provider, state))) {
    sendHtml(
      ctx,
      errorPage(
        'Sign-in request not found',
        'This sign-in request is unknown or has expired. Go back to the app and start again.',
      ),
      400,
    )
    return
  }
  const scope = ctx.query.get('scope') ?? ''
  sendHtml(ctx, providerPage(app, provider, state, scope, { email: '', fullName: '', avatarUrl: '' }, ''))
}

const PROVIDER_DENIED: Record<string, string> = {
  google: 'The user denied the request.',
  github: 'The user has denied your application access.',
}

export async function standInSubmitHandler(ctx: Ctx) {
  const app = ctx.app
  const provider = ctx.params.provider ?? ''
  const body = await ctx.body()
  const form = new URLSearchParams(body.toString('utf8'))
  const state = form.get('state') ?? ''
  const scope = form.get('scope') ?? ''
  if (!PROVIDER_LABEL[provider] || !(await loadPendingFlow(app, provider, state))) {
    sendHtml(
      ctx,
      errorPage(
        'Sign-in request not found',
        'This sign-in request is unknown or has expired. Go back to the app and start again.',
      ),
      400,
    )
    return
  }
  const callback = `${app.authUrl}/callback`
  if (form.get('action') === 'cancel') {
    redirect(
      ctx,
      withQuery(callback, [
        ['error', 'access_denied'],
        ['error_description', PROVIDER_DENIED[provider] ?? 'The user denied the request.'],
        ['state', state],
      ]),
      302,
    )
    return
  }
  const values: FormValues = {
    email: (form.get('email') ?? '').trim(),
    fullName: (form.get('full_name') ?? '').trim().slice(0, 200),
    avatarUrl: (form.get('avatar_url') ?? '').trim(),
  }
  let problem = ''
  if (values.email === '') problem = 'Enter an email address.'
  else if (
    values.email.length > 255 ||
    !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) ||
    !/^[\x21-\x7e]+$/.test(values.email)
  ) {
    problem = 'Enter a valid email address, like name@example.com.'
  } else if (values.avatarUrl !== '') {
    let ok = false
    try {
      const u = new URL(values.avatarUrl)
      ok = (u.protocol === 'http:' || u.protocol === 'https:') && values.avatarUrl.length <= 2000
    } catch {
      ok = false
    }
    if (!ok) problem = 'The avatar URL must be an http:// or https:// address.'
  }
  if (problem) {
    sendHtml(ctx, providerPage(app, provider, state, scope, values, problem), 400)
    return
  }
  // The "provider" remembers who signed in and hands out a short-lived code bound to the state.
  const code = randomHex(20)
  if (app.standInCodes.size > 1000) app.standInCodes.clear()
  app.standInCodes.set(code, {
    provider,
    state,
    email: values.email.toLowerCase(),
    fullName: values.fullName,
    avatarUrl: values.avatarUrl,
    expiresAt: app.now() + 10 * 60 * 1000,
  })
  redirect(
    ctx,
    withQuery(callback, [
      ['code', code],
      ['state', state],
    ]),
    302,
  )
}

// ---------------------------------------------------------------------------------------------
// The generated avatar

const PALETTE = ['#0969da', '#1f883d', '#8250df', '#bf3989', '#cf222e', '#bc4c00', '#116329', '#0550ae']

export function avatarUrlFor(app: App, seed: string, name: string): string {
  return `${app.authUrl}/emulator/avatar/${seed}.svg?name=${encodeURIComponent(name)}`
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters
    .map((w) => [...(w ?? '')][0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 4)
}

export async function avatarHandler(ctx: Ctx) {
  const seed = ctx.params.seed ?? ''
  const name = (ctx.query.get('name') ?? '').slice(0, 200)
  const initials = escapeHtml(initialsOf(name) || '?')
  let h = 0
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0
  const color = PALETTE[h % PALETTE.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${initials}"><rect width="128" height="128" fill="${color}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="#fff">${initials}</text></svg>`
  const data = Buffer.from(svg)
  ctx.res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': String(data.length),
    'Cache-Control': 'public, max-age=86400',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
  ctx.res.end(data)
}

// ---------------------------------------------------------------------------------------------
// GET|POST /callback

/** redirectErrors: error in the query and (with `sb`) in the fragment of the app's address. */
function callbackErrorRedirect(err: unknown, target: string): string {
  const fields: [string, string][] = []
  if (err instanceof OAuthError) {
    fields.push(['error', err.error], ['error_description', err.description])
  } else {
    const e =
      err instanceof ApiError
        ? err
        : internalError('Unexpected failure, please check server logs for more information')
    const forced = ['signup_disabled', 'user_banned', 'provider_email_needs_verification'].includes(e.code)
    fields.push(['error', forced ? 'access_denied' : (oauthErrorFor(e.status) ?? 'server_error')])
    fields.push(['error_description', e.message])
    fields.push(['error_code', e.code || 'unexpected_failure'])
  }
  const fragment = goEncode([...fields.filter(([, v]) => v !== ''), ['sb', '']])
  return withQuery(target, fields, fragment)
}

/** The claims a real provider returns, as GoTrue stores them in identity_data / user_metadata. */
function providerClaims(
  app: App,
  provider: string,
  email: string,
  fullName: string,
  avatarUrl: string,
): Json {
  const sub = stableProviderSubject(provider, email)
  const avatar = avatarUrl || avatarUrlFor(app, sub, fullName || email)
  const claims: Json =
    provider === 'github'
      ? {
          iss: 'https://api.github.com',
          sub,
          name: fullName || undefined,
          preferred_username: email.split('@')[0],
          avatar_url: avatar,
          full_name: fullName || undefined,
          provider_id: sub,
          user_name: email.split('@')[0],
        }
      : {
          iss: 'https://accounts.google.com',
          sub,
          name: fullName || undefined,
          picture: avatar,
          avatar_url: avatar,
          full_name: fullName || undefined,
          provider_id: sub,
        }
  claims.email = email
  claims.email_verified = true
  claims.phone_verified = false
  for (const k of Object.keys(claims)) if (claims[k] === undefined) delete claims[k]
  return claims
}

export async function callbackHandler(ctx: Ctx) {
  const app = ctx.app
  let values = ctx.query
  if (ctx.method === 'POST') {
    const body = await ctx.body()
    values = new URLSearchParams(body.toString('utf8'))
  }
  const site = app.config.siteUrl
  const state = values.get('state') ?? ''
  // loadFlowState: problems with the state go back to the site URL (303, query only).
  const stateError = (code: string, message: string) => {
    const e = badRequest(code, message)
    redirect(
      ctx,
      withQuery(site, [
        ['error', oauthErrorFor(e.status) ?? 'server_error'],
        ['error_code', e.code],
        ['error_description', e.message],
      ]),
      303,
    )
  }
  if (state === '') return stateError('bad_oauth_callback', 'OAuth state parameter missing')
  if (!isUuid(state)) return stateError('bad_oauth_state', 'OAuth state parameter is invalid')
  const flow = await findFlowStateById(app.db, state)
  if (!flow) return stateError('bad_oauth_state', 'OAuth state not found or expired')
  if (isFlowStateExpired(flow, app.config.flowStateExpirySeconds, app.now())) {
    return stateError('bad_oauth_state', 'OAuth state has expired')
  }
  if (isPkceFlowState(flow) && flow.user_id)
    return stateError('flow_state_already_used', 'State has already been used')
  const target = flow.referrer || site

  try {
    const providerError = values.get('error') ?? ''
    if (providerError !== '') throw new OAuthError(providerError, values.get('error_description') ?? '')
    const code = values.get('code') ?? ''
    if (code === '')
      throw badRequest('bad_oauth_callback', 'OAuth callback with missing authorization code missing')
    const profile = app.standInCodes.get(code)
    app.standInCodes.delete(code)
    if (
      !profile ||
      profile.state !== state ||
      profile.provider !== flow.provider_type ||
      profile.expiresAt < app.now()
    ) {
      throw internalError(`Unable to exchange external code: ${code.slice(0, 4)}`)
    }
    const claims = providerClaims(app, profile.provider, profile.email, profile.fullName, profile.avatarUrl)
    const providerToken = `emulator-${profile.provider}-token-${randomHex(16)}`
    const aud = requestAud(ctx)

    const outcome = await inTx(app, async (s) => {
      const now = app.now()
      const user = await accountFromExternalIdentity(ctx, s.tx, profile.provider, claims, aud, now)
      if (isPkceFlowState(flow)) {
        const r = await s.tx.query(
          `update auth.flow_state set user_id = $2, provider_access_token = $3, provider_refresh_token = '',
                  auth_code_issued_at = $4, updated_at = $4
            where id = $1 and user_id is null returning id`,
          [flow.id, user.id, providerToken, iso(now)],
        )
        if (r.rows.length === 0) throw badRequest('flow_state_already_used', 'State has already been used')
        return { kind: 'code', code: flow.auth_code ?? '' } as const
      }
      const token = await issueSession(ctx, s.tx, user, 'oauth')
      await deleteFlowState(s.tx, flow.id)
      return { kind: 'token', token } as const
    })
    if (outcome.kind === 'code') {
      redirect(ctx, withQuery(target, [['code', outcome.code]]), 302)
    } else {
      redirect(ctx, implicitRedirect(target, outcome.token, [['provider_token', providerToken]]), 302)
    }
  } catch (e) {
    if (!(e instanceof ApiError) && !(e instanceof OAuthError)) throw e
    redirect(ctx, callbackErrorRedirect(e, target), 302)
  }
}

/** GoTrue's createAccountFromExternalIdentity with the stand-in provider's (always verified) email. */
async function accountFromExternalIdentity(
  ctx: Ctx,
  q: Parameters<typeof findIdentity>[0],
  provider: string,
  claims: Json,
  aud: string,
  now: number,
): Promise<UserRow> {
  const app = ctx.app
  const sub = String(claims.sub)
  const email = String(claims.email)
  let user: UserRow
  let identity: IdentityRow
  const existingIdentity = await findIdentity(q, sub, provider)
  if (existingIdentity) {
    // AccountExists: refresh the identity and merge its data into user_metadata.
    const found = await findUserById(q, existingIdentity.user_id)
    if (!found) throw internalError('Database error finding user')
    await q.query(
      'update auth.identities set identity_data = $2, last_sign_in_at = $3, updated_at = $3 where id = $1',
      [existingIdentity.id, claims, iso(now)],
    )
    identity = { ...existingIdentity, identity_data: claims }
    user = await updateUser(
      q,
      found.id,
      { raw_user_meta_data: mergeMetadata(found.raw_user_meta_data, claims) },
      now,
    )
    user = await refreshProviders(q, user, now)
  } else {
    const sameEmail = await findUserByEmail(q, email, aud)
    if (sameEmail) {
      // LinkAccount: a verified provider email joins the existing account of that address.
      identity = await createIdentity(q, sameEmail.id, provider, claims, now)
      user = await updateUser(
        q,
        sameEmail.id,
        { raw_user_meta_data: mergeMetadata(sameEmail.raw_user_meta_data, claims) },
        now,
      )
      user = await refreshProviders(q, user, now)
    } else {
      if (app.config.disableSignup)
        throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
      user = await insertUser(
        q,
        {
          aud,
          role: app.config.jwtDefaultGroupName,
          email,
          encryptedPassword: null,
          appMetaData: { provider, providers: [provider] },
          userMetaData: claims,
        },
        now,
      )
      identity = await createIdentity(q, user.id, provider, claims, now)
    }
  }
  if (isBanned(user, now)) throw new ApiError(403, 'user_banned', 'User is banned')
  if (!isEmailConfirmed(user)) {
    // An unconfirmed account that someone registered with this address loses its password and
    // other identities before the provider's verified identity confirms it (no pre-account takeover).
    user = await removeUnconfirmedIdentities(q, user, identity, now)
    user = await confirmUser(q, user, now)
  }
  return user
}
