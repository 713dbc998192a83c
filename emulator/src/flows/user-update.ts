// PUT /user: what it changes in an account (a new password, a new address, metadata).

import { hashPassword, verifyPassword } from '../crypto'
import { badRequest, unprocessable } from '../errors'
import { type Json, mergeMetadata } from '../models/json'
import { type Services, type Scope, inTransaction } from '../services'
import { createIdentity, findIdentity } from '../models/identities'
import { clearAllOneTimeTokens } from '../models/one-time-tokens'
import { type SessionRow, deleteOtherSessions, deleteUserSessions } from '../models/sessions'
import { type UserRow, findDuplicateEmailUser, updateUser } from '../models/users'
import { validatePkceParams } from '../validation'
import { applyEmailChange, loadUserJson, refreshProviders } from './accounts'
import { type Authenticated } from './authenticate'
import { type PkceChallenge, flowOf, recordPkceFlow, sendEmailChange } from './mails'

/** GoTrue's UpdatePassword: pending links stop working and every other session ends. */
export async function changePassword(
  scope: Scope,
  user: UserRow,
  session: SessionRow | null,
  passwordHash: string,
  now: number,
): Promise<UserRow> {
  const changed = await updateUser(
    scope.tx,
    user.id,
    {
      encrypted_password: passwordHash,
      confirmation_token: '',
      confirmation_sent_at: null,
      recovery_token: '',
      recovery_sent_at: null,
      email_change_token_current: '',
      email_change_token_new: '',
      email_change_sent_at: null,
      phone_change_token: '',
      phone_change_sent_at: null,
      reauthentication_token: '',
      reauthentication_sent_at: null,
    },
    now,
  )
  await clearAllOneTimeTokens(scope.tx, changed.id)
  if (session) await deleteOtherSessions(scope.tx, session.id, changed.id)
  else await deleteUserSessions(scope.tx, changed.id)
  if (!user.encrypted_password && changed.email && !(await findIdentity(scope.tx, changed.id, 'email'))) {
    // GoTrue's ensureEmailIdentityForPassword: a first password gives the account an email identity
    const verified = changed.email_confirmed_at !== null
    const data = { email: changed.email, email_verified: verified, phone_verified: false, sub: changed.id }
    await createIdentity(scope.tx, changed.id, 'email', data, now)
    return refreshProviders(scope.tx, changed, now)
  }
  return changed
}

async function changeEmail(
  services: Services,
  scope: Scope,
  user: UserRow,
  email: string,
  challenge: PkceChallenge,
  redirectTo: string,
): Promise<UserRow> {
  const now = services.now()
  if (user.is_anonymous && services.config.mailerAutoconfirm) {
    const pending = await updateUser(scope.tx, user.id, { email_change: email }, now)
    return (await applyEmailChange(scope.tx, pending, now)) ?? pending
  }
  await recordPkceFlow(scope.tx, 'email_change', challenge, user.id, now)
  return sendEmailChange(services, scope, user, email, flowOf(challenge), redirectTo)
}

/** PUT /user's changes, decoded and checked for shape. `password` is undefined when absent. */
export interface AccountChanges {
  email: string
  phone: string
  password: string | undefined
  data: Json | undefined
  appMetadata: Json | undefined
  challenge: PkceChallenge
  redirectTo: string
  aud: string
}

/** GoTrue's UserUpdate after its parameter checks: one transaction for every change asked for. */
export async function updateAccount(
  services: Services,
  { user, session }: Omit<Authenticated, 'claims'>,
  changes: AccountChanges,
): Promise<Json> {
  const { email, password } = changes
  if (
    email !== '' &&
    email !== (user.email ?? '') &&
    (await findDuplicateEmailUser(services.db, email, changes.aud, user.id))
  ) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered')
  }
  if (changes.phone !== '' && changes.phone !== (user.phone ?? '')) {
    // Phone changes need an SMS provider, which the emulator does not have.
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  }
  validatePkceParams(changes.challenge.codeChallengeMethod, changes.challenge.codeChallenge)
  if (password && user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
    throw unprocessable('same_password', 'New password should be different from the old password.')
  }
  const passwordHash =
    password === undefined ? null : await hashPassword(password, services.config.bcryptCost)

  return inTransaction(services, async (scope) => {
    const now = services.now()
    let changed = user
    if (passwordHash !== null) changed = await changePassword(scope, changed, session, passwordHash, now)
    if (changes.data !== undefined) {
      const metadata = mergeMetadata(changed.raw_user_meta_data, changes.data)
      changed = await updateUser(scope.tx, changed.id, { raw_user_meta_data: metadata }, now)
    }
    if (changes.appMetadata !== undefined) {
      const metadata = mergeMetadata(changed.raw_app_meta_data, changes.appMetadata)
      changed = await updateUser(scope.tx, changed.id, { raw_app_meta_data: metadata }, now)
    }
    if (email !== '' && email !== (changed.email ?? '')) {
      changed = await changeEmail(services, scope, changed, email, changes.challenge, changes.redirectTo)
    }
    return loadUserJson(scope.tx, changed)
  })
}
