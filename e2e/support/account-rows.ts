import { LOCAL_ANON_KEY } from '@super-individual/supabase-emulator/local-defaults'
import type { TestAccount } from './accounts'
import { emulatorUrl } from './ports'

/** Rows of one of the account's tables as the data API gives them to the learner. */
export async function accountRows<Row>(account: TestAccount, query: string) {
  const token = await fetch(`${emulatorUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  }).then((response) => response.json() as Promise<{ access_token: string }>)
  const response = await fetch(`${emulatorUrl}/rest/v1/${query}`, {
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token.access_token}` },
  })
  return (await response.json()) as Row[]
}
