import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  CALLBACK,
  SITE,
  type TestEmulator,
  api,
  client,
  confirmedUser,
  params,
  startTestEmulator,
  uniqueEmail,
  visit,
  useEmulator,
} from './helpers'

const emu = useEmulator()

interface Identity {
  email: string
  fullName?: string
  avatarUrl?: string
}

/** What a browser does: /authorize → the stand-in page → submit → /callback → back to the app. */
async function oauthFlow(
  provider: 'google' | 'github',
  who: Identity | 'cancel',
  opts: { flowType?: 'pkce' | 'implicit'; redirectTo?: string; target?: TestEmulator } = {},
) {
  const target = opts.target ?? emu
  const c = client(target, opts.flowType ?? 'pkce')
  const { data, error } = await c.auth.signInWithOAuth({
    provider,
    options: { redirectTo: opts.redirectTo ?? CALLBACK, skipBrowserRedirect: true, scopes: 'read:user' },
  })
  expect(error).toBeNull()
  const toProvider = await visit(data.url as string)
  expect(toProvider.status).toBe(302)
  const pageUrl = new URL(toProvider.location)
  expect(pageUrl.pathname).toBe(`/auth/v1/emulator/oauth/${provider}/authorize`)
  const page = await fetch(pageUrl)
  expect(page.status).toBe(200)
  const html = await page.text()
  const state = pageUrl.searchParams.get('state') as string
  const form = new URLSearchParams({ state, scope: pageUrl.searchParams.get('scope') ?? '' })
  if (who === 'cancel') form.set('action', 'cancel')
  else {
    form.set('action', 'sign_in')
    form.set('email', who.email)
    form.set('full_name', who.fullName ?? '')
    form.set('avatar_url', who.avatarUrl ?? '')
  }
  const submitted = await visit(`${target.authUrl}/emulator/oauth/${provider}/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
  expect(submitted.status).toBe(302)
  expect(submitted.location.startsWith(`${target.authUrl}/callback?`)).toBe(true)
  const back = await visit(submitted.location)
  return { c, html, state, callbackUrl: submitted.location, back }
}

describe('the stand-in provider page', () => {
  it('is a real form with the labels and buttons the e2e tests look for', async () => {
    const { html } = await oauthFlow('google', { email: uniqueEmail() })
    expect(html).toContain('<label for="email">Email</label>')
    expect(html).toMatch(/<input id="email" name="email" type="email"[^>]*required/)
    expect(html).toContain('<label for="full_name">Full name</label>')
    expect(html).toContain('<label for="avatar_url">Avatar URL</label>')
    expect(html).toMatch(/<button type="submit" name="action" value="sign_in">Sign in<\/button>/)
    expect(html).toMatch(/<button type="submit" name="action" value="cancel" formnovalidate>Cancel<\/button>/)
    expect(html).toContain('Sign in with Google')
  })

  it('shows errors for an invalid email or avatar URL and keeps the typed values', async () => {
    const c = client(emu)
    const { data } = await c.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: CALLBACK, skipBrowserRedirect: true },
    })
    const page = new URL((await visit(data.url as string)).location)
    const post = (fields: Record<string, string>) =>
      fetch(`${emu.authUrl}/emulator/oauth/github/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          state: page.searchParams.get('state') as string,
          action: 'sign_in',
          ...fields,
        }).toString(),
      })
    const badEmail = await post({ email: 'not-an-email', full_name: '<b>Eve</b>' })
    expect(badEmail.status).toBe(400)
    const html = await badEmail.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('value="&#60;b&#62;Eve&#60;/b&#62;"')
    const badAvatar = await post({ email: 'eve@example.com', avatar_url: 'javascript:alert(1)' })
    expect(badAvatar.status).toBe(400)
    expect(await badAvatar.text()).toContain('The avatar URL must be an http:// or https:// address.')
    const unknownState = await fetch(`${emu.authUrl}/emulator/oauth/github/authorize?state=nope`)
    expect(unknownState.status).toBe(400)
  })

  it('cannot be framed, and refuses a form posted from another site', async () => {
    const c = client(emu)
    const { data } = await c.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: CALLBACK, skipBrowserRedirect: true },
    })
    const pageUrl = (await visit(data.url as string)).location
    const page = await fetch(pageUrl)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    const form = new URLSearchParams({
      state: new URL(pageUrl).searchParams.get('state') as string,
      action: 'sign_in',
      email: uniqueEmail(),
    }).toString()
    const submit = (headers: Record<string, string>) =>
      fetch(`${emu.authUrl}/emulator/oauth/google/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: form,
      })
    expect((await submit({ origin: 'https://attacker.example' })).status).toBe(403)
    expect((await submit({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    const sameSite = await submit({ origin: new URL(emu.authUrl).origin, 'sec-fetch-site': 'same-origin' })
    expect(sameSite.status).toBe(302)
  })
})

describe('OAuth sign-in through the stand-in page', () => {
  it('GitHub with PKCE: a new user with full_name and a served avatar, back at redirect_to?code=', async () => {
    const email = uniqueEmail('gh')
    const { c, back } = await oauthFlow('github', { email, fullName: 'Grace Hopper' })
    expect(back.status).toBe(302)
    expect(back.location.startsWith(`${CALLBACK}?code=`)).toBe(true)
    const { data, error } = await c.auth.exchangeCodeForSession(
      params(back.location).query.get('code') as string,
    )
    expect(error).toBeNull()
    const user = data.session?.user
    expect(user?.email).toBe(email)
    expect(user?.email_confirmed_at).toBeTruthy()
    expect(user?.app_metadata).toMatchObject({ provider: 'github', providers: ['github'] })
    expect(user?.user_metadata).toMatchObject({
      full_name: 'Grace Hopper',
      name: 'Grace Hopper',
      email,
      email_verified: true,
      iss: 'https://api.github.com',
      user_name: email.split('@')[0],
    })
    expect(user?.identities?.[0]?.provider).toBe('github')
    expect(data.session?.provider_token).toMatch(/^emulator-github-token-/)
    expect(decodeJwt(data.session?.access_token as string).amr).toEqual([
      { method: 'oauth', timestamp: expect.any(Number) },
    ])
    const avatar = user?.user_metadata.avatar_url as string
    expect(avatar.startsWith(`${emu.authUrl}/emulator/avatar/`)).toBe(true)
    const img = await fetch(avatar)
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toBe('image/svg+xml')
    expect(await img.text()).toContain('>GH<')
  })

  it('the same email signs in to the same account; a given avatar URL is kept', async () => {
    const email = uniqueEmail('google')
    const first = await oauthFlow('google', { email, fullName: 'Ada' })
    const s1 = await first.c.auth.exchangeCodeForSession(
      params(first.back.location).query.get('code') as string,
    )
    const second = await oauthFlow('google', {
      email,
      fullName: 'Ada Lovelace',
      avatarUrl: 'https://img.example/ada.png',
    })
    const s2 = await second.c.auth.exchangeCodeForSession(
      params(second.back.location).query.get('code') as string,
    )
    expect(s2.data.user?.id).toBe(s1.data.user?.id)
    expect(s2.data.user?.user_metadata).toMatchObject({
      full_name: 'Ada Lovelace',
      avatar_url: 'https://img.example/ada.png',
      picture: 'https://img.example/ada.png',
      iss: 'https://accounts.google.com',
    })
    expect(s2.data.user?.identities).toHaveLength(1)
  })

  it('links a provider identity to the existing account of a confirmed address', async () => {
    const { email, password } = await confirmedUser(emu)
    const { c, back } = await oauthFlow('google', { email, fullName: 'Linked' })
    const { data } = await c.auth.exchangeCodeForSession(params(back.location).query.get('code') as string)
    expect(data.user?.app_metadata.providers).toEqual(['email', 'google'])
    expect(data.user?.identities?.map((i) => i.provider).sort()).toEqual(['email', 'google'])
    expect((await client(emu).auth.signInWithPassword({ email, password })).error).toBeNull()
  })

  it('takes over an unconfirmed account only after removing its password (no pre-account takeover)', async () => {
    const email = uniqueEmail()
    await client(emu).auth.signUp({ email, password: 'attacker-password' })
    const { c, back } = await oauthFlow('github', { email })
    const { data } = await c.auth.exchangeCodeForSession(params(back.location).query.get('code') as string)
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(['github'])
    expect(
      (await client(emu).auth.signInWithPassword({ email, password: 'attacker-password' })).error?.code,
    ).toBe('invalid_credentials')
  })

  it('implicit flow: tokens and provider_token in the fragment', async () => {
    const { back } = await oauthFlow('github', { email: uniqueEmail() }, { flowType: 'implicit' })
    expect(back.location.startsWith(`${CALLBACK}#`)).toBe(true)
    const { fragment } = params(back.location)
    expect(fragment.get('access_token')).toBeTruthy()
    expect(fragment.get('refresh_token')).toMatch(/^[a-z0-9]{12}$/)
    expect(fragment.get('provider_token')).toMatch(/^emulator-github-token-/)
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.has('sb')).toBe(true)
  })

  it('Cancel returns to the app with error=access_denied and a description', async () => {
    const { back } = await oauthFlow('github', 'cancel')
    expect(back.status).toBe(302)
    expect(back.location.startsWith(`${CALLBACK}?`)).toBe(true)
    const { query, fragment } = params(back.location)
    expect(query.get('error')).toBe('access_denied')
    expect(query.get('error_description')).toBe('The user has denied your application access.')
    expect(fragment.get('error')).toBe('access_denied')
    expect(fragment.has('sb')).toBe(true)
    const google = await oauthFlow('google', 'cancel')
    expect(params(google.back.location).query.get('error')).toBe('access_denied')
  })

  it('an off-list redirect_to ends at the site URL; replays of the callback are refused', async () => {
    const { back, callbackUrl } = await oauthFlow(
      'google',
      { email: uniqueEmail() },
      { redirectTo: 'https://evil.example/cb' },
    )
    expect(back.location.startsWith(`${SITE}?code=`)).toBe(true)
    const replay = await visit(callbackUrl)
    expect(replay.status).toBe(303)
    expect(replay.location.startsWith(`${SITE}?`)).toBe(true)
    expect(params(replay.location).query.get('error_code')).toBe('flow_state_already_used')

    const noState = await visit(`${emu.authUrl}/callback?code=abc`)
    expect(params(noState.location).query.get('error_code')).toBe('bad_oauth_callback')
    const badState = await visit(`${emu.authUrl}/callback?code=abc&state=not-a-uuid`)
    expect(params(badState.location).query.get('error_description')).toBe('OAuth state parameter is invalid')
    const unknownState = await visit(
      `${emu.authUrl}/callback?code=abc&state=00000000-0000-4000-8000-000000000000`,
    )
    expect(params(unknownState.location).query.get('error_description')).toBe(
      'OAuth state not found or expired',
    )
  })

  it('a forged provider code is refused and reported to the app', async () => {
    const c = client(emu)
    const { data } = await c.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: CALLBACK, skipBrowserRedirect: true },
    })
    const state = new URL((await visit(data.url as string)).location).searchParams.get('state') as string
    const forged = await visit(`${emu.authUrl}/callback?code=forged&state=${state}`)
    expect(forged.status).toBe(302)
    expect(forged.location.startsWith(`${CALLBACK}?`)).toBe(true)
    expect(params(forged.location).query.get('error')).toBe('server_error')
  })
})

describe('/authorize answers', () => {
  it('unknown and disabled providers get GoTrue JSON errors, not a redirect', async () => {
    const call = api(emu)
    expect(await call('GET', '/authorize?provider=myspace')).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Unsupported provider: Provider myspace could not be found',
      },
    })
    expect(await call('GET', '/authorize?provider=gitlab')).toMatchObject({
      status: 400,
      body: { message: 'Unsupported provider: provider is not enabled' },
    })
    const off = await startTestEmulator({ externalGithubEnabled: false })
    try {
      const r = await api(off)(
        'GET',
        '/authorize?provider=github&redirect_to=' + encodeURIComponent(CALLBACK),
      )
      expect(r).toMatchObject({
        status: 400,
        body: { message: 'Unsupported provider: provider is not enabled' },
      })
      expect((await api(off)('GET', '/authorize?provider=google')).status).toBe(302)
    } finally {
      await off.dispose()
    }
    const badPkce = await call(
      'GET',
      '/authorize?provider=google&code_challenge=short&code_challenge_method=s256',
    )
    expect(badPkce.body).toEqual({
      code: 'validation_failed',
      message: 'code challenge has to be between 43 and 128 characters',
    })
    const half = await call('GET', '/authorize?provider=google&code_challenge_method=s256')
    expect(half.body).toEqual({
      code: 'validation_failed',
      message: 'PKCE flow requires code_challenge_method and code_challenge',
    })
  })
})
