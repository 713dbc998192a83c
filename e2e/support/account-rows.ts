import { LOCAL_ANON_KEY } from '@super-individual/supabase-emulator/local-defaults'
import type { TestAccount } from './accounts'
import { emulatorUrl } from './ports'

/** The learner's own access token, as the site's sign-in would get it. */
async function tokenOf(account: TestAccount) {
  const token = await fetch(`${emulatorUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  }).then((response) => response.json() as Promise<{ access_token: string }>)
  return token.access_token
}

/** Rows of one of the account's tables as the data API gives them to the learner. */
export async function accountRows<Row>(account: TestAccount, query: string) {
  const response = await fetch(`${emulatorUrl}/rest/v1/${query}`, {
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${await tokenOf(account)}` },
  })
  return (await response.json()) as Row[]
}

/** Rows the learner stores through the data API, as another device of theirs would. */
export async function insertAccountRows(account: TestAccount, table: string, rows: object[]) {
  const response = await fetch(`${emulatorUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      authorization: `Bearer ${await tokenOf(account)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(rows),
  })
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`)
}
