import type { SignOutGuard } from '@/auth'
import { askOtherTabsToFlush } from './flush-channel'
import type { LearningSession } from './store/open-learning'
import type { WaitingRecords } from './store/visitor-import'

/** The question asked before a sign-out while changes have not reached the account. */
export interface SignOutQuestion {
  unsent: WaitingRecords
  /** "Remember me" was off: this is a shared computer, so discarding is the default answer. */
  remembered: boolean
}

/** "Wait and send", "Sign out and discard", "Keep unsent changes on this device", or closing it (stay signed in). */
export type SignOutAnswer = 'send' | 'discard' | 'keep' | 'cancel'

/**
 * Holds the sign-out question between the menu's guard and the dialog that answers it. `guard` is
 * given to `beforeSignOut`; `answer` resolves the guard, but for "Wait and send" while the account
 * cannot be reached, which answers false and leaves the question open.
 */
export function signOutQuestionState(
  whenOpen: () => Promise<LearningSession>,
  notify: () => void,
  flushHere: () => void = () => {},
) {
  let session: LearningSession | null = null
  let asked: { shown: SignOutQuestion; proceed: (go: boolean) => void } | null = null
  const settle = (go: boolean) => {
    asked?.proceed(go)
    asked = null
    notify()
  }

  const guard: SignOutGuard = async ({ remembered }) => {
    // The store may not have opened on this page yet: it opens now, so that the sign-out clears it.
    session = await Promise.race([whenOpen(), new Promise<null>((done) => setTimeout(done, 3_000, null))])
    // A note still being typed, in this tab or another, is saved first and so counted.
    flushHere()
    await askOtherTabsToFlush()
    const unsent = session?.unsentChanges()
    if (!unsent) return true
    asked?.proceed(false)
    return new Promise<boolean>((proceed) => {
      asked = { shown: { unsent, remembered }, proceed }
      notify()
    })
  }

  async function answer(choice: SignOutAnswer): Promise<boolean> {
    const open = session
    if (choice === 'cancel' || !open) {
      settle(false)
      return true
    }
    if (choice === 'send' && !(await open.sendNow())) return false
    open.keepAtSignOut(choice === 'keep' ? 'unsent' : 'nothing')
    settle(true)
    return true
  }

  return { guard, question: (): SignOutQuestion | null => asked?.shown ?? null, answer }
}
