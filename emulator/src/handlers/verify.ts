// GET /verify (the links in mails: 303 redirects) and POST /verify (token hash or 6-digit code).

import { type App } from '../app'
import { tokenHash } from '../crypto'
import { ApiError, badRequest, forbidden, oauthErrorFor, unprocessable } from '../errors'
import { type FlowType } from '../flows/mails'
import { TOKEN_EXPIRED } from '../flows/verification'
import { authMethodFor, followLink, verifyCode } from '../flows/verify'
import { type Reply, jsonReply, redirectReply } from '../http/reply'
import { goEncode, withFragment, withQuery } from '../redirect'
import { validateEmail, validatePhone } from '../validation'
import { type ApiRequest, readParams, redirectTarget, requestAud } from './support/request'
import { implicitRedirect } from './support/redirects'

const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/** prepErrorRedirectURL: error in the fragment (and, for PKCE, in the query too). */
function errorRedirect(error: ApiError, redirectTo: string, flow: FlowType): string {
  const oauthError = oauthErrorFor(error.status)
  const fields: [string, string][] = []
  if (oauthError) fields.push(['error', oauthError])
  fields.push(['error_code', error.code], ['error_description', error.message])
  const fragment = goEncode([...fields, ['sb', '']])
  if (flow === 'pkce') return withQuery(redirectTo, fields, fragment)
  return withFragment(redirectTo, fragment)
}

/** prepRedirectURL: an informational message (first link of a secure email change). */
function messageRedirect(message: string, redirectTo: string, flow: FlowType): string {
  const fragment = goEncode([
    ['message', message],
    ['sb', ''],
  ])
  return withQuery(redirectTo, flow === 'pkce' ? [['message', message]] : [], fragment)
}

export async function verifyGetHandler(app: App, request: ApiRequest): Promise<Reply> {
  const token = request.query.get('token') ?? ''
  const type = request.query.get('type') ?? ''
  const redirectTo = redirectTarget(app, request)
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
  if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash')
  const flow: FlowType = token.startsWith('pkce_') ? 'pkce' : 'implicit'
  const pkceMethod = flow === 'pkce' ? authMethodFor(type) : null
  if (flow === 'pkce' && !pkceMethod) throw badRequest('validation_failed', 'Unsupported verification type')

  let location: string
  try {
    const outcome = await followLink(app.services, { type, token, pkceMethod }, request.client)
    if (outcome.kind === 'waiting') location = messageRedirect(SINGLE_CONFIRMATION, redirectTo, flow)
    else if (outcome.kind === 'code') location = withQuery(redirectTo, [['code', outcome.code]])
    else location = implicitRedirect(redirectTo, outcome.session, [['type', type]])
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    location = errorRedirect(error, redirectTo, flow)
  }
  return redirectReply(location, 303)
}

const VERIFY_SPEC = {
  type: 'string',
  token: 'string',
  token_hash: 'string',
  email: 'string',
  phone: 'string',
  redirect_to: 'string',
} as const

/** The email and token hash a POST /verify body names (a token hash alone, or email + code). */
async function readVerifyParams(request: ApiRequest) {
  const params = await readParams(request, 'VerifyParams', VERIFY_SPEC)
  if (params.type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
  if ((params.token === '') === (params.token_hash === '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
  }
  if (params.token === '') {
    if (params.email !== '' || params.phone !== '' || params.redirect_to !== '') {
      throw badRequest('validation_failed', 'Only the token_hash and type should be provided')
    }
    return { type: params.type, email: '', hash: params.token_hash }
  }
  if (params.phone !== '' && params.email === '') {
    // SMS verification: the emulator has no phone users, so no code can match.
    validatePhone(params.phone)
    throw forbidden('otp_expired', TOKEN_EXPIRED)
  }
  if (params.email === '' || params.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on verify',
    )
  }
  let email: string
  try {
    email = validateEmail(params.email)
  } catch {
    throw unprocessable('validation_failed', 'Invalid email format')
  }
  return { type: params.type, email, hash: tokenHash(email, params.token) }
}

export async function verifyPostHandler(app: App, request: ApiRequest): Promise<Reply> {
  const entered = { ...(await readVerifyParams(request)), aud: requestAud(app) }
  const session = await verifyCode(app.services, entered, request.client)
  return jsonReply(session ?? { code: '200', msg: SINGLE_CONFIRMATION })
}
