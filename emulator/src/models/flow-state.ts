// auth.flow_state: a PKCE or OAuth flow between its start and the code exchange.

import { newId } from '../crypto'
import { type Queryable, firstRow } from '../db'
import { iso } from './json'

export interface FlowStateRow {
  id: string
  user_id: string | null
  auth_code: string | null
  code_challenge_method: string | null
  code_challenge: string | null
  provider_type: string
  provider_access_token: string | null
  provider_refresh_token: string | null
  created_at: Date
  updated_at: Date
  authentication_method: string
  auth_code_issued_at: Date | null
  referrer: string | null
}

export interface NewFlowState {
  providerType: string
  authenticationMethod: string
  codeChallenge: string
  codeChallengeMethod: string
  userId: string | null
  referrer: string | null
}

export async function createFlowState(db: Queryable, flow: NewFlowState, now: number): Promise<FlowStateRow> {
  const pkce = flow.codeChallenge !== ''
  const result = await db.query<FlowStateRow>(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
                                  provider_access_token, provider_refresh_token, created_at, updated_at,
                                  authentication_method, referrer)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, $6, '', '', $7, $7, $8, $9) returning *`,
    [
      newId(),
      flow.userId,
      pkce ? newId() : null,
      pkce ? flow.codeChallengeMethod.toLowerCase() : null,
      pkce ? flow.codeChallenge : null,
      flow.providerType,
      iso(now),
      flow.authenticationMethod,
      flow.referrer,
    ],
  )
  return result.rows[0] as FlowStateRow
}

export async function findFlowStateById(db: Queryable, id: string): Promise<FlowStateRow | null> {
  return firstRow<FlowStateRow>(db, 'select * from auth.flow_state where id = $1', [id])
}

export async function findFlowStateByAuthCode(db: Queryable, code: string): Promise<FlowStateRow | null> {
  return firstRow<FlowStateRow>(db, 'select * from auth.flow_state where auth_code = $1', [code])
}

export async function findLatestFlowStateForUser(
  db: Queryable,
  userId: string,
  method: string,
): Promise<FlowStateRow | null> {
  return firstRow<FlowStateRow>(
    db,
    `select * from auth.flow_state where user_id = $1 and authentication_method = $2
      order by created_at desc limit 1`,
    [userId, method],
  )
}

export async function markAuthCodeIssued(db: Queryable, flowId: string, now: number) {
  await db.query('update auth.flow_state set auth_code_issued_at = $2, updated_at = $2 where id = $1', [
    flowId,
    iso(now),
  ])
}

/** Binds a still unclaimed OAuth flow to its user; false when another callback claimed it first. */
export async function claimOAuthFlow(
  db: Queryable,
  flowId: string,
  userId: string,
  providerToken: string,
  now: number,
): Promise<boolean> {
  const result = await db.query(
    `update auth.flow_state set user_id = $2, provider_access_token = $3, provider_refresh_token = '',
            auth_code_issued_at = $4, updated_at = $4
      where id = $1 and user_id is null returning id`,
    [flowId, userId, providerToken, iso(now)],
  )
  return result.rows.length > 0
}

/** Deletes the flow state; false when it was already gone (auth codes are single-use). */
export async function consumeFlowState(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query('delete from auth.flow_state where id = $1 returning id', [id])
  return result.rows.length > 0
}

export const isPkceFlowState = (flow: FlowStateRow): boolean => !!flow.code_challenge

export function isFlowStateExpired(flow: FlowStateRow, expirySeconds: number, now: number): boolean {
  const start =
    flow.authentication_method === 'magiclink' && flow.auth_code_issued_at
      ? flow.auth_code_issued_at
      : flow.created_at
  return now > start.getTime() + expirySeconds * 1000
}
