// GET /verify and POST /verify: a followed link or an entered code, checked and applied in one
// transaction, and what each ends with (a session, a PKCE code, or a wait for the other link).

import { type Queryable } from '../db'
import { badRequest, isUniqueViolation, unprocessable } from '../errors'
import { findLatestFlowStateForUser, isPkceFlowState, markAuthCodeIssued } from '../models/flow-state'
import { type UserRow } from '../models/users'
import { type Services, inTransaction } from '../services'
import { type SessionClient, type TokenResponse, issueSession } from './session'
import { applyVerification, findByEmailAndCode, findByTokenHash } from './verification'

/** The authentication method a PKCE email flow of this type was started with. */
export function authMethodFor(type: string): string | null {
  if (type.endsWith('signup')) return 'email/signup'
  return ['recovery', 'invite', 'magiclink', 'email_change'].includes(type) ? type : null
}

const noFlowState = (reason: string) =>
  badRequest('flow_state_not_found', `No associated flow state found. 422: ${reason}`)

/** issueAuthCode: the latest flow state of this user and method gets its code "issued" now. */
async function issueAuthCode(services: Services, db: Queryable, user: UserRow, method: string) {
  const flow = await findLatestFlowStateForUser(db, user.id, method)
  if (!flow) throw noFlowState('No valid flow state found for user.')
  if (!isPkceFlowState(flow) || !flow.auth_code) {
    throw noFlowState('Flow state does not have an auth code (not a PKCE flow).')
  }
  await markAuthCodeIssued(db, flow.id, services.now())
  return flow.auth_code
}

/** A second account for an address is refused as GoTrue words it; other errors pass unchanged. */
function asApiError(error: unknown): unknown {
  if (isUniqueViolation(error)) {
    return unprocessable('email_exists', 'A user with this email address has already been registered')
  }
  return error
}

/** A followed link: a waiting message (first of two email-change links), a PKCE code, or a session. */
export type LinkOutcome =
  { kind: 'waiting' } | { kind: 'code'; code: string } | { kind: 'session'; session: TokenResponse }

export interface FollowedLink {
  type: string
  token: string
  /** The PKCE flow's authentication method; null for the implicit flow. */
  pkceMethod: string | null
}

/** GET /verify: the link's token hash, checked and applied in one transaction. */
export async function followLink(
  services: Services,
  link: FollowedLink,
  client: SessionClient,
): Promise<LinkOutcome> {
  try {
    return await inTransaction(services, async ({ tx }) => {
      const verified = await findByTokenHash(services, tx, link.type, link.token)
      const user = await applyVerification(services, tx, verified)
      if (!user) return { kind: 'waiting' }
      if (link.pkceMethod !== null) {
        return { kind: 'code', code: await issueAuthCode(services, tx, user, link.pkceMethod) }
      }
      return { kind: 'session', session: await issueSession(services, tx, user, 'otp', client) }
    })
  } catch (error) {
    throw asApiError(error)
  }
}

export interface EnteredCode {
  type: string
  /** Empty when the body named a token hash instead of an address and a code. */
  email: string
  hash: string
  aud: string
}

/** POST /verify: a session, or null when it was the first link of a secure email change. */
export async function verifyCode(
  services: Services,
  entered: EnteredCode,
  client: SessionClient,
): Promise<TokenResponse | null> {
  try {
    return await inTransaction(services, async ({ tx }) => {
      const { type, email, hash, aud } = entered
      const verified =
        email === ''
          ? await findByTokenHash(services, tx, type, hash)
          : await findByEmailAndCode(services, tx, type, email, aud, hash)
      const user = await applyVerification(services, tx, verified)
      return user && issueSession(services, tx, user, 'otp', client)
    })
  } catch (error) {
    throw asApiError(error)
  }
}
