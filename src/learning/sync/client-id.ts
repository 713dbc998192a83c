const CLIENT_ID_KEY = 'learningClientId'

/** This browser's id in the reading-time rows: each browser writes only its own row per day. */
export function browserClientId(): string {
  try {
    const known = localStorage.getItem(CLIENT_ID_KEY)
    if (known) return known
    const created = crypto.randomUUID()
    localStorage.setItem(CLIENT_ID_KEY, created)
    return created
  } catch {
    // Storage blocked: a per-page id still counts this visit's time once.
    return crypto.randomUUID()
  }
}

/** At sign-out: the next reader of this browser is not linked to the last one by the same id. */
export function renewBrowserClientId() {
  try {
    localStorage.removeItem(CLIENT_ID_KEY)
  } catch {
    // Storage blocked: there was no lasting id to renew.
  }
}
