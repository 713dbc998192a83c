// What the flows work with: storage, the clock, the settings, the addresses written into tokens and
// links, and the outbox. Built once per emulator; handlers hand it down, never the request or the App.

import { type Transaction } from '@electric-sql/pglite'
import { type EmulatorConfig } from './config'
import { type Db } from './db'
import { type Outbox, type StoredMail } from './mailer/outbox'

export interface Services {
  db: Db
  config: EmulatorConfig
  now: () => number
  /** e.g. http://127.0.0.1:54321/auth/v1 */
  authUrl: string
  jwtIssuer: string
  outbox: Outbox
}

/** A transaction plus the mails it wrote (announced only if it commits). */
export interface Scope {
  tx: Transaction
  mails: StoredMail[]
}

export async function inTransaction<T>(services: Services, work: (scope: Scope) => Promise<T>): Promise<T> {
  const mails: StoredMail[] = []
  const result = await services.db.transaction((tx) => work({ tx, mails }))
  if (mails.length > 0) services.outbox.announce(mails)
  return result
}
