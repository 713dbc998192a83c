import { emptyAccountState, type AccountState } from './account-state'

/** A learner's account progress in this browser: shown offline, and holding what waits to be sent. */
const accountKey = (userId: string) => `learningAccount:${userId}`

export function loadAccountState(userId: string): AccountState {
  try {
    const stored = JSON.parse(localStorage.getItem(accountKey(userId)) ?? 'null') as Partial<AccountState> | null
    if (!stored) return emptyAccountState
    return {
      articles: stored.articles ?? {},
      otherDays: stored.otherDays ?? {},
      ownDays: stored.ownDays ?? {},
      unsent: { articles: stored.unsent?.articles ?? [], days: stored.unsent?.days ?? [] },
    }
  } catch {
    // A damaged copy: the server still has the account's progress.
    return emptyAccountState
  }
}

export function saveAccountState(userId: string, state: AccountState) {
  try {
    localStorage.setItem(accountKey(userId), JSON.stringify(state))
  } catch {
    // Storage full or blocked: the account on the server still gets what is sent.
  }
}

export function forgetAccountState(userId: string) {
  try {
    localStorage.removeItem(accountKey(userId))
  } catch {
    // Nothing stored.
  }
}

export const isAccountKey = (key: string | null, userId: string) => key === accountKey(userId)

/** One change at a time across this browser's tabs: each reads, changes and writes the stored state. */
export function changeAccountState(userId: string, change: (state: AccountState) => AccountState): Promise<void> {
  const apply = async () => saveAccountState(userId, change(loadAccountState(userId)))
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(`learning:${userId}`, apply)
  return apply()
}
