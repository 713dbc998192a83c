// The stand-in provider: its sign-in page (GET), the form's answer (POST) and generated avatars.
// Real GoTrue redirects to Google or GitHub; nothing outside this machine is reachable, so the
// emulator plays the provider too.

import { type App } from '../app'
import { randomHex } from '../crypto'
import { isCrossSiteRequest } from '../http/cross-site'
import { type Reply, fileReply, htmlReply, redirectReply, textReply } from '../http/reply'
import { isPendingOAuth } from '../flows/oauth'
import { withQuery } from '../redirect'
import { avatarSvg } from '../stand-in/avatar'
import {
  EMPTY_FORM,
  PROVIDER_LABEL,
  type StandInFormValues,
  formProblem,
  providerPage,
  requestNotFoundPage,
  standInUrl,
} from '../stand-in/provider-page'
import { type ApiRequest, readForm } from './support/request'

const PAGE_HEADERS = {
  'X-Frame-Options': 'DENY',
  // No form-action: browsers apply it to the whole redirect chain after a submit, and the
  // stand-in sign-in form must end up back at the app's origin.
  'Content-Security-Policy':
    "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; frame-ancestors 'none'",
}

const PROVIDER_DENIED = new Map([
  ['google', 'The user denied the request.'],
  ['github', 'The user has denied your application access.'],
])

const CODE_LIFETIME_MS = 10 * 60 * 1000

const pageReply = (html: string, status = 200) => htmlReply(html, status, PAGE_HEADERS)

/** Whether `state` names an unclaimed, unexpired OAuth flow of this stand-in provider. */
const isPendingFlow = async (app: App, provider: string, state: string) =>
  PROVIDER_LABEL.has(provider) && (await isPendingOAuth(app.services, provider, state))

export async function standInPageHandler(app: App, request: ApiRequest): Promise<Reply> {
  const provider = request.params.provider ?? ''
  const state = request.query.get('state') ?? ''
  if (!(await isPendingFlow(app, provider, state))) return pageReply(requestNotFoundPage(), 400)
  const scope = request.query.get('scope') ?? ''
  const action = standInUrl(app.services.authUrl, provider)
  return pageReply(providerPage({ provider, action, state, scope, values: EMPTY_FORM, error: '' }))
}

export async function standInSubmitHandler(app: App, request: ApiRequest): Promise<Reply> {
  // The page vouches for any email: only its own form, not another site's, may submit it.
  if (isCrossSiteRequest(request.headers)) return textReply('cross-site form refused', 403)
  const provider = request.params.provider ?? ''
  const form = await readForm(request)
  const state = form.get('state') ?? ''
  if (!(await isPendingFlow(app, provider, state))) return pageReply(requestNotFoundPage(), 400)
  const callback = `${app.services.authUrl}/callback`
  if (form.get('action') === 'cancel') {
    const description = PROVIDER_DENIED.get(provider) ?? 'The user denied the request.'
    return redirectReply(
      withQuery(callback, [
        ['error', 'access_denied'],
        ['error_description', description],
        ['state', state],
      ]),
    )
  }
  const values: StandInFormValues = {
    email: (form.get('email') ?? '').trim(),
    fullName: (form.get('full_name') ?? '').trim().slice(0, 200),
    avatarUrl: (form.get('avatar_url') ?? '').trim(),
  }
  const problem = formProblem(values)
  if (problem) {
    const scope = form.get('scope') ?? ''
    const action = standInUrl(app.services.authUrl, provider)
    return pageReply(providerPage({ provider, action, state, scope, values, error: problem }), 400)
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
    expiresAt: app.services.now() + CODE_LIFETIME_MS,
  })
  return redirectReply(
    withQuery(callback, [
      ['code', code],
      ['state', state],
    ]),
  )
}

export async function avatarHandler(_app: App, request: ApiRequest): Promise<Reply> {
  const name = (request.query.get('name') ?? '').slice(0, 200)
  return fileReply('image/svg+xml', avatarSvg(request.params.seed ?? '', name), {
    'Cache-Control': 'public, max-age=86400',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
}
