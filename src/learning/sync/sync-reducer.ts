import type { RejectedRecord } from '../store/store-state'

/**
 * - pulling: reading the account's rows (on start, after being offline, on "try again");
 * - sending: the outbox's changes on their way;
 * - idle: nothing to do until the outbox grows;
 * - offline: the last request failed; a retry waits for the network or a timer;
 * - signedOut: stopped.
 * One request at a time: a pull never overlaps a send of the same tab, and the merge rule makes a
 * read that crossed another tab's (or device's) send harmless.
 */
export type SyncState = 'idle' | 'sending' | 'pulling' | 'offline' | 'signedOut'

export interface SyncView {
  state: SyncState
  /** The account's rows have been read once: until then the pages show this browser's copy. */
  loaded: boolean
  /** `unreachable`: the account's rows could not be read; `full`: the account refused new rows. */
  problem: 'unreachable' | 'full' | null
  /** Guides whose latest change of the reader's the account refused; they show as it has them. */
  refused: string[]
  /** Records the database would not store, and why: they stay in this browser until changed. */
  rejected: RejectedRecord[]
}

export interface SyncMachine {
  view: SyncView
  /** A pull or a send is on its way. */
  busy: boolean
  /** The next step reads the account first. */
  pullFirst: boolean
  /** A run was asked for while one was on its way. */
  again: boolean
}

/** What the store holds that the sync decides on, read when each event happens. */
export interface StoreFacts {
  outbox: number
  refused: string[]
  rejected: RejectedRecord[]
}

export type SyncEvent =
  /** Start, back online, the retry timer, or the outbox grew: send what waits. */
  | { type: 'run'; store: StoreFacts }
  /** "Try again": read the account first. */
  | { type: 'retry'; store: StoreFacts }
  | { type: 'pulled'; store: StoreFacts }
  | { type: 'pullFailed' }
  /** One batch acknowledged: the store holds what the account refused. */
  | { type: 'sent'; store: StoreFacts }
  /** `full`: the account refused new rows (its quota). */
  | { type: 'sendFailed'; full: boolean }
  /** Another tab changed the store. */
  | { type: 'storeChanged'; store: StoreFacts }
  /** "Delete my learning data" went through. */
  | { type: 'cleared' }
  | { type: 'stop' }

export type SyncEffect =
  | { type: 'pull' }
  | { type: 'send' }
  | { type: 'retryIn'; ms: number }
  | { type: 'cancelRetry' }
  | { type: 'stopListening' }

export const RETRY_AFTER_MS = 30_000

export const startingMachine = (store: Pick<StoreFacts, 'refused' | 'rejected'>): SyncMachine => ({
  view: { state: 'pulling', loaded: false, problem: null, refused: store.refused, rejected: store.rejected },
  busy: false,
  pullFirst: true,
  again: false,
})

type Step = [SyncMachine, SyncEffect[]]

/** The next request of a run, or its end. */
function next(machine: SyncMachine, store: StoreFacts): Step {
  if (machine.pullFirst)
    return [{ ...machine, busy: true, view: { ...machine.view, state: 'pulling' } }, [{ type: 'pull' }]]
  if (store.outbox > 0)
    return [{ ...machine, busy: true, view: { ...machine.view, state: 'sending' } }, [{ type: 'send' }]]
  return [{ ...machine, busy: false, again: false, view: { ...machine.view, state: 'idle' } }, []]
}

function run(machine: SyncMachine, store: StoreFacts): Step {
  if (machine.busy) return [{ ...machine, again: true }, []]
  const [after, effects] = next({ ...machine, again: false }, store)
  return [after, [{ type: 'cancelRetry' }, ...effects]]
}

const sameRecords = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The sync's whole logic: every case of it is in sync-reducer.test.ts, run without timers or network. */
export function syncReducer(machine: SyncMachine, event: SyncEvent): Step {
  if (machine.view.state === 'signedOut') return [machine, []]
  const view = machine.view
  switch (event.type) {
    case 'run':
      return run(machine, event.store)
    case 'retry':
      return run({ ...machine, pullFirst: true }, event.store)
    case 'pulled':
      return next(
        {
          ...machine,
          pullFirst: false,
          view: { ...view, loaded: true, problem: view.problem === 'unreachable' ? null : view.problem },
        },
        event.store,
      )
    case 'pullFailed':
      return offline({ ...machine, pullFirst: true, view: { ...view, problem: 'unreachable' } })
    case 'sent':
      return next(
        {
          ...machine,
          view: {
            ...view,
            refused: event.store.refused,
            rejected: event.store.rejected,
            problem: view.problem === 'full' ? null : view.problem,
          },
        },
        event.store,
      )
    case 'sendFailed':
      // A full account refuses every retry: the changes wait here until the learner deletes data
      // (or the next visit tries once more). A network or data API that is down comes back.
      if (event.full)
        return [
          { ...machine, busy: false, again: false, view: { ...view, state: 'idle', problem: 'full' } },
          [],
        ]
      return offline(machine)
    case 'storeChanged': {
      // Another tab's send may have told the reader of a refusal, or ended one.
      const { refused, rejected, outbox } = event.store
      const same = refused.join() === view.refused.join() && sameRecords(rejected, view.rejected)
      const changed = same ? machine : { ...machine, view: { ...view, refused, rejected } }
      if (view.state === 'idle' && view.problem !== 'full' && outbox > 0) return run(changed, event.store)
      return [changed, []]
    }
    case 'cleared':
      return [{ ...machine, view: { ...view, problem: null, refused: [], rejected: [] } }, []]
    case 'stop':
      return [
        { ...machine, busy: false, view: { ...view, state: 'signedOut' } },
        [{ type: 'cancelRetry' }, { type: 'stopListening' }],
      ]
  }
}

/** The request failed: wait, at once when "back online" came while it was on its way. */
function offline(machine: SyncMachine): Step {
  return [
    { ...machine, busy: false, again: false, view: { ...machine.view, state: 'offline' } },
    [{ type: 'retryIn', ms: machine.again ? 0 : RETRY_AFTER_MS }],
  ]
}
