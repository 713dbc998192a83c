// Data access for the auth schema, and the JSON shapes GoTrue answers with.

import { type Queryable, pgTextArray } from './db'
import { newId, newRefreshToken } from './crypto'
import { type AmrEntry } from './jwt'

export type Json = Record<string, unknown>

export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_token: string
  confirmation_sent_at: Date | null
  recovery_token: string
  recovery_sent_at: Date | null
  email_change_token_new: string
  email_change: string
  email_change_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Json
  raw_user_meta_data: Json
  created_at: Date
  updated_at: Date
  phone: string | null
  phone_confirmed_at: Date | null
  phone_change: string
  phone_change_token: string
  phone_change_sent_at: Date | null
  confirmed_at: Date | null
  email_change_token_current: string
  email_change_confirm_status: number
  banned_until: Date | null
  reauthentication_token: string
  reauthentication_sent_at: Date | null
  is_sso_user: boolean
  deleted_at: Date | null
  is_anonymous: boolean
}

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Json
  provider: string
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
  email: string | null
}

export interface SessionRow {
  id: string
  user_id: string
  created_at: Date
  updated_at: Date
  aal: string | null
}

export interface RefreshTokenRow {
  id: number
  token: string
  user_id: string
  revoked: boolean
  created_at: Date
  updated_at: Date
  parent: string | null
  session_id: string
}

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

export type OneTimeTokenType =
  | 'confirmation_token'
  | 'reauthentication_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'phone_change_token'

/** The users column that mirrors each one-time token type. */
const TOKEN_COLUMN: Record<OneTimeTokenType, keyof UserRow> = {
  confirmation_token: 'confirmation_token',
  reauthentication_token: 'reauthentication_token',
  recovery_token: 'recovery_token',
  email_change_token_new: 'email_change_token_new',
  email_change_token_current: 'email_change_token_current',
  phone_change_token: 'phone_change_token',
}

export const iso = (d: Date | number): string => new Date(d).toISOString()

// ---------------------------------------------------------------------------------------------
// Users

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>('select * from auth.users where id = $1', [id])
  return r.rows[0] ?? null
}

export async function findUserByEmail(q: Queryable, email: string, aud: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1) and aud = $2 and is_sso_user = false limit 1',
    [email, aud],
  )
  return r.rows[0] ?? null
}

/** GoTrue's IsDuplicatedEmail: another user holding this address (or an identity with it). */
export async function findDuplicateEmailUser(
  q: Queryable,
  email: string,
  aud: string,
  excludeUserId: string | null,
): Promise<UserRow | null> {
  const r = await q.query<UserRow>(
    `select u.* from auth.users u
      where u.aud = $2 and u.is_sso_user = false
        and ($3::uuid is null or u.id <> $3::uuid)
        and (lower(u.email) = lower($1)
             or exists (select 1 from auth.identities i where i.user_id = u.id and i.email = lower($1)))
      limit 1`,
    [email, aud, excludeUserId],
  )
  return r.rows[0] ?? null
}

export interface NewUser {
  id?: string
  aud: string
  role: string
  email: string | null
  encryptedPassword: string | null
  appMetaData: Json
  userMetaData: Json
  isAnonymous?: boolean
}

export async function insertUser(q: Queryable, u: NewUser, now: number): Promise<UserRow> {
  const r = await q.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
                             raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, $5, $6, $7, $8, $8, $9)
     returning *`,
    [
      u.id ?? newId(),
      u.aud,
      u.role,
      u.email,
      u.encryptedPassword,
      u.appMetaData,
      u.userMetaData,
      iso(now),
      u.isAnonymous ?? false,
    ],
  )
  return r.rows[0] as UserRow
}

type UserColumn = Exclude<keyof UserRow, 'id' | 'confirmed_at' | 'created_at'>

/** Updates columns of a user (and updated_at) and returns the fresh row. */
export async function updateUser(
  q: Queryable,
  id: string,
  fields: Partial<Pick<UserRow, UserColumn>>,
  now: number,
): Promise<UserRow> {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined)
  const sets = entries.map(([k], i) => `${k} = $${i + 2}`)
  sets.push(`updated_at = $${entries.length + 2}`)
  const values = entries.map(([, v]) => (v instanceof Date ? iso(v) : v))
  const r = await q.query<UserRow>(`update auth.users set ${sets.join(', ')} where id = $1 returning *`, [
    id,
    ...values,
    iso(now),
  ])
  const row = r.rows[0]
  if (!row) throw new Error(`user ${id} vanished`)
  return row
}

/** Merges metadata like GoTrue's UpdateUserMetaData: keys set to null are removed. */
export function mergeMetadata(current: Json | null, updates: Json): Json {
  const out: Json = { ...(current ?? {}) }
  for (const [k, v] of Object.entries(updates)) {
    if (v === null) delete out[k]
    else out[k] = v
  }
  return out
}

export const isConfirmed = (u: UserRow): boolean =>
  u.email_confirmed_at !== null || u.phone_confirmed_at !== null
export const isEmailConfirmed = (u: UserRow): boolean => u.email_confirmed_at !== null
export const isBanned = (u: UserRow, now: number): boolean =>
  u.banned_until !== null && u.banned_until.getTime() > now

// ---------------------------------------------------------------------------------------------
// Identities

export async function findIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const r = await q.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at asc, id asc',
    [userId],
  )
  return r.rows
}

export async function findIdentity(
  q: Queryable,
  providerId: string,
  provider: string,
): Promise<IdentityRow | null> {
  const r = await q.query<IdentityRow>(
    'select * from auth.identities where provider_id = $1 and provider = $2',
    [providerId, provider],
  )
  return r.rows[0] ?? null
}

export async function createIdentity(
  q: Queryable,
  userId: string,
  provider: string,
  identityData: Json,
  now: number,
): Promise<IdentityRow> {
  const data = { ...identityData }
  if (typeof data.email === 'string') data.email = data.email.toLowerCase()
  const r = await q.query<IdentityRow>(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6, $6) returning *`,
    [newId(), String(data.sub), userId, data, provider, iso(now)],
  )
  return r.rows[0] as IdentityRow
}

export async function updateIdentityData(q: Queryable, identity: IdentityRow, updates: Json, now: number) {
  const data = mergeMetadata(identity.identity_data, updates)
  if (typeof data.email === 'string') data.email = data.email.toLowerCase()
  await q.query('update auth.identities set identity_data = $2, updated_at = $3 where id = $1', [
    identity.id,
    data,
    iso(now),
  ])
}

/** GoTrue's UpdateAppMetaDataProviders: `providers` from the identities (oldest first), `provider` = the first. */
export async function refreshProviders(q: Queryable, user: UserRow, now: number): Promise<UserRow> {
  const identities = await findIdentities(q, user.id)
  const providers: string[] = []
  for (const i of identities) if (!providers.includes(i.provider)) providers.push(i.provider)
  const updates: Json = { providers }
  if (providers.length > 0) updates.provider = providers[0]
  return updateUser(q, user.id, { raw_app_meta_data: mergeMetadata(user.raw_app_meta_data, updates) }, now)
}

/**
 * GoTrue's RemoveUnconfirmedIdentities: an unconfirmed account that gains an identity loses every
 * other identity, takes the new identity's data as user_metadata and (for non-email/phone
 * identities) loses its password, so nobody who registered the address first keeps a way in.
 */
export async function removeUnconfirmedIdentities(
  q: Queryable,
  user: UserRow,
  identity: IdentityRow,
  now: number,
): Promise<UserRow> {
  const fields: Partial<UserRow> = { raw_user_meta_data: identity.identity_data }
  if (identity.provider !== 'email' && identity.provider !== 'phone') fields.encrypted_password = null
  let u = await updateUser(q, user.id, fields, now)
  await q.query('delete from auth.identities where user_id = $1 and id <> $2', [user.id, identity.id])
  u = await refreshProviders(q, u, now)
  return u
}

// ---------------------------------------------------------------------------------------------
// One-time tokens (kept in auth.one_time_tokens and mirrored on the users row, as GoTrue does)

export async function setOneTimeToken(
  q: Queryable,
  user: UserRow,
  type: OneTimeTokenType,
  hash: string,
  relatesTo: string,
  sentAtColumn: keyof UserRow | null,
  now: number,
): Promise<UserRow> {
  await q.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = excluded.updated_at`,
    [newId(), user.id, type, hash, relatesTo, iso(now)],
  )
  const fields: Record<string, unknown> = { [TOKEN_COLUMN[type]]: hash }
  if (sentAtColumn) fields[sentAtColumn] = new Date(now)
  return updateUser(q, user.id, fields as Partial<UserRow>, now)
}

export async function clearOneTimeToken(q: Queryable, userId: string, type: OneTimeTokenType) {
  await q.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, type])
}

export async function clearAllOneTimeTokens(q: Queryable, userId: string) {
  await q.query('delete from auth.one_time_tokens where user_id = $1', [userId])
}

/** Finds the user holding a one-time token hash of one of the given types. */
export async function findUserByTokenHash(
  q: Queryable,
  hash: string,
  types: OneTimeTokenType[],
): Promise<{ user: UserRow; type: OneTimeTokenType } | null> {
  if (!hash) return null
  const r = await q.query<{ user_id: string; token_type: OneTimeTokenType }>(
    'select user_id, token_type from auth.one_time_tokens where token_hash = $1 and token_type::text = any($2::text[])',
    [hash, pgTextArray(types)],
  )
  for (const row of r.rows) {
    const user = await findUserById(q, row.user_id)
    // the users column must agree (a token replaced or cleared there is no longer valid)
    if (user && user[TOKEN_COLUMN[row.token_type]] === hash) return { user, type: row.token_type }
  }
  return null
}

/** GoTrue's Confirm: marks the email confirmed, sets user_metadata.email_verified, clears one-time tokens. */
export async function confirmUser(q: Queryable, user: UserRow, now: number): Promise<UserRow> {
  const u = await updateUser(
    q,
    user.id,
    {
      confirmation_token: '',
      email_confirmed_at: new Date(now),
      raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, { email_verified: true }),
    },
    now,
  )
  await clearAllOneTimeTokens(q, user.id)
  return u
}

// ---------------------------------------------------------------------------------------------
// Sessions, AMR claims, refresh tokens

export async function createSession(
  q: Queryable,
  userId: string,
  now: number,
  userAgent: string | null,
  ip: string | null,
): Promise<SessionRow> {
  let validIp: string | null = null
  if (ip && /^[0-9a-fA-F:.]+$/.test(ip) && ip.length <= 45) validIp = ip.replace(/^::ffff:/, '')
  const r = await q.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5::inet) returning id, user_id, created_at, updated_at, aal`,
    [newId(), userId, iso(now), userAgent ? userAgent.slice(0, 1024) : null, validIp],
  )
  return r.rows[0] as SessionRow
}

export async function findSession(q: Queryable, id: string): Promise<SessionRow | null> {
  const r = await q.query<SessionRow>(
    'select id, user_id, created_at, updated_at, aal from auth.sessions where id = $1',
    [id],
  )
  return r.rows[0] ?? null
}

export async function addAmrClaim(q: Queryable, sessionId: string, method: string, now: number) {
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $3, $4)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [newId(), sessionId, iso(now), method],
  )
}

export async function sessionAmr(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const r = await q.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1',
    [sessionId],
  )
  return r.rows
    .map((c) => ({ method: c.authentication_method, timestamp: Math.floor(c.updated_at.getTime() / 1000) }))
    .sort((a, b) => b.timestamp - a.timestamp)
}

export async function createRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
  now: number,
): Promise<RefreshTokenRow> {
  const r = await q.query<RefreshTokenRow>(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4, $5) returning *`,
    [newRefreshToken(), userId, iso(now), parent, sessionId],
  )
  return r.rows[0] as RefreshTokenRow
}

export async function findRefreshToken(q: Queryable, token: string): Promise<RefreshTokenRow | null> {
  const r = await q.query<RefreshTokenRow>('select * from auth.refresh_tokens where token = $1', [token])
  return r.rows[0] ?? null
}

export async function findActiveRefreshToken(
  q: Queryable,
  sessionId: string,
): Promise<RefreshTokenRow | null> {
  const r = await q.query<RefreshTokenRow>(
    'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
    [sessionId],
  )
  return r.rows[0] ?? null
}

export async function logoutUser(q: Queryable, userId: string) {
  await q.query('delete from auth.sessions where user_id = $1', [userId])
}

export async function logoutSession(q: Queryable, sessionId: string) {
  await q.query('delete from auth.sessions where id = $1', [sessionId])
}

export async function logoutAllExceptMe(q: Queryable, sessionId: string, userId: string) {
  await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId])
}

// ---------------------------------------------------------------------------------------------
// Flow state (PKCE and OAuth)

export interface NewFlowState {
  providerType: string
  authenticationMethod: string
  codeChallenge: string
  codeChallengeMethod: string
  userId: string | null
  referrer: string | null
}

export async function createFlowState(q: Queryable, f: NewFlowState, now: number): Promise<FlowStateRow> {
  const pkce = f.codeChallenge !== ''
  const r = await q.query<FlowStateRow>(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
                                  provider_access_token, provider_refresh_token, created_at, updated_at,
                                  authentication_method, referrer)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, $6, '', '', $7, $7, $8, $9) returning *`,
    [
      newId(),
      f.userId,
      pkce ? newId() : null,
      pkce ? f.codeChallengeMethod.toLowerCase() : null,
      pkce ? f.codeChallenge : null,
      f.providerType,
      iso(now),
      f.authenticationMethod,
      f.referrer,
    ],
  )
  return r.rows[0] as FlowStateRow
}

export async function findFlowStateById(q: Queryable, id: string): Promise<FlowStateRow | null> {
  const r = await q.query<FlowStateRow>('select * from auth.flow_state where id = $1', [id])
  return r.rows[0] ?? null
}

export async function findFlowStateByAuthCode(q: Queryable, code: string): Promise<FlowStateRow | null> {
  const r = await q.query<FlowStateRow>('select * from auth.flow_state where auth_code = $1', [code])
  return r.rows[0] ?? null
}

export async function findLatestFlowStateForUser(
  q: Queryable,
  userId: string,
  method: string,
): Promise<FlowStateRow | null> {
  const r = await q.query<FlowStateRow>(
    `select * from auth.flow_state where user_id = $1 and authentication_method = $2
      order by created_at desc limit 1`,
    [userId, method],
  )
  return r.rows[0] ?? null
}

export const isPkceFlowState = (f: FlowStateRow): boolean => !!f.code_challenge

export function isFlowStateExpired(f: FlowStateRow, expirySeconds: number, now: number): boolean {
  const start =
    f.auth_code_issued_at && f.authentication_method === 'magiclink' ? f.auth_code_issued_at : f.created_at
  return now > start.getTime() + expirySeconds * 1000
}

export async function deleteFlowState(q: Queryable, id: string) {
  await q.query('delete from auth.flow_state where id = $1', [id])
}

// ---------------------------------------------------------------------------------------------
// JSON shapes

const t = (d: Date | null | undefined): string | undefined => (d ? d.toISOString() : undefined)

export function identityJson(i: IdentityRow): Json {
  const out: Json = {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: t(i.last_sign_in_at),
    created_at: t(i.created_at),
    updated_at: t(i.updated_at),
  }
  if (i.email) out.email = i.email
  return dropUndefined(out)
}

function dropUndefined(o: Json): Json {
  for (const k of Object.keys(o)) if (o[k] === undefined) delete o[k]
  return o
}

/** The User object exactly as GoTrue serialises it (field order and omitted empty fields). */
export function userJson(u: UserRow, identities: IdentityRow[]): Json {
  return dropUndefined({
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    email_confirmed_at: t(u.email_confirmed_at),
    invited_at: t(u.invited_at),
    phone: u.phone ?? '',
    phone_confirmed_at: t(u.phone_confirmed_at),
    confirmation_sent_at: t(u.confirmation_sent_at),
    confirmed_at: t(u.confirmed_at),
    recovery_sent_at: t(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: t(u.email_change_sent_at),
    new_phone: u.phone_change || undefined,
    phone_change_sent_at: t(u.phone_change_sent_at),
    reauthentication_sent_at: t(u.reauthentication_sent_at),
    last_sign_in_at: t(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: t(u.created_at),
    updated_at: t(u.updated_at),
    banned_until: t(u.banned_until),
    deleted_at: t(u.deleted_at),
    is_anonymous: u.is_anonymous,
  })
}

export async function loadUserJson(q: Queryable, u: UserRow): Promise<Json> {
  return userJson(u, await findIdentities(q, u.id))
}
