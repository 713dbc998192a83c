// GET /verify (the links in mails: 303 redirects) and POST /verify (token hash or 6-digit code).

import { type App } from '../app'
import { inTransaction } from '../services'
import { tokenHash } from '../crypto'
import { type Queryable } from '../db'
import { ApiError, badRequest, forbidden, isUniqueViolation, oauthErrorFor, unprocessable } from '../errors'
import { type FlowType } from '../flows/mails'
import { type TokenResponse, issueSession } from '../flows/session'
import { TOKEN_EXPIRED, applyVerification, findByEmailAndCode, findByTokenHash } from '../flows/verify'
import { type Reply, jsonReply, redirectReply } from '../http/reply'
import { findLatestFlowStateForUser, isPkceFlowState, markAuthCodeIssued } from '../models/flow-state'
import { type UserRow } from '../models/users'
import { goEncode, withFragment, withQuery } from '../redirect'
import { validateEmail, validatePhone } from '../validation'
import { type ApiRequest, limitByAddress, readParams, redirectTarget, requestAud } from './support/request'
import { implicitRedirect } from './support/redirects'

const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/** The authentication method a PKCE email flow of this type was started with. */
function authMethodFor(type: string): string | null {
  if (type.endsWith('signup')) return 'email/signup'
  return ['recovery', 'invite', 'magiclink', 'email_change'].includes(type) ? type : null
}

const noFlowState = (reason: string) =>
  badRequest('flow_state_not_found', `No associated flow state found. 422: ${reason}`)

/** issueAuthCode: the latest flow state of this user and method gets its code "issued" now. */
async function issueAuthCode(app: App, db: Queryable, user: UserRow, method: string): Promise<string> {
  const flow = await findLatestFlowStateForUser(db, user.id, method)
  if (!flow) throw noFlowState('No valid flow state found for user.')
  if (!isPkceFlowState(flow) || !flow.auth_code) {
    throw noFlowState('Flow state does not have an auth code (not a PKCE flow).')
  }
  await markAuthCodeIssued(db, flow.id, app.services.now())
  return flow.auth_code
}

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

function dbErrorToApi(error: unknown): unknown {
  if (isUniqueViolation(error)) {
    return unprocessable('email_exists', 'A user with this email address has already been registered')
  }
  return error
}

export async function verifyGetHandler(app: App, request: ApiRequest): Promise<Reply> {
  limitByAddress(app, request, app.limiters.verify)
  const token = request.query.get('token') ?? ''
  const type = request.query.get('type') ?? ''
  const redirectTo = redirectTarget(app, request)
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
  if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash')
  const flow: FlowType = token.startsWith('pkce_') ? 'pkce' : 'implicit'
  const method = flow === 'pkce' ? authMethodFor(type) : null
  if (flow === 'pkce' && !method) throw badRequest('validation_failed', 'Unsupported verification type')

  let location: string
  try {
    location = await inTransaction(app.services, async (scope) => {
      const verified = await findByTokenHash(app.services, scope.tx, type, token)
      const user = await applyVerification(app.services, scope.tx, verified)
      if (!user) return messageRedirect(SINGLE_CONFIRMATION, redirectTo, flow)
      if (flow === 'pkce') {
        const code = await issueAuthCode(app, scope.tx, user, method ?? '')
        return withQuery(redirectTo, [['code', code]])
      }
      const session = await issueSession(app.services, scope.tx, user, 'otp', request.client)
      return implicitRedirect(redirectTo, session, [['type', type]])
    })
  } catch (caught) {
    const error = dbErrorToApi(caught)
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
  limitByAddress(app, request, app.limiters.verify)
  const { type, email, hash } = await readVerifyParams(request)
  const aud = requestAud(app)
  let session: TokenResponse | null
  try {
    session = await inTransaction(app.services, async (scope) => {
      const verified =
        email === ''
          ? await findByTokenHash(app.services, scope.tx, type, hash)
          : await findByEmailAndCode(app.services, scope.tx, type, email, aud, hash)
      const user = await applyVerification(app.services, scope.tx, verified)
      return user && issueSession(app.services, scope.tx, user, 'otp', request.client)
    })
  } catch (error) {
    throw dbErrorToApi(error)
  }
  return jsonReply(session ?? { code: '200', msg: SINGLE_CONFIRMATION })
}
