import { describe, expect, test } from 'vitest'
import {
  RETRY_AFTER_MS,
  startingMachine,
  syncReducer,
  type StoreFacts,
  type SyncEffect,
  type SyncEvent,
  type SyncMachine,
} from './sync-reducer'

const store = (outbox = 0, refused: string[] = []): StoreFacts => ({ outbox, refused, rejected: [] })
const start = startingMachine(store())

/** Runs events from a machine; returns the machine and every effect, in order. */
function play(events: SyncEvent[], from: SyncMachine = start) {
  let machine = from
  const effects: SyncEffect[] = []
  for (const event of events) {
    const [after, made] = syncReducer(machine, event)
    machine = after
    effects.push(...made)
  }
  return { machine, effects }
}

const requests = (effects: SyncEffect[]) =>
  effects.filter((effect) => effect.type === 'pull' || effect.type === 'send').map((effect) => effect.type)

const run = (outbox = 0): SyncEvent => ({ type: 'run', store: store(outbox) })
const pulled = (outbox = 0): SyncEvent => ({ type: 'pulled', store: store(outbox) })
const sent = (outbox = 0, refused: string[] = []): SyncEvent => ({
  type: 'sent',
  store: store(outbox, refused),
})
/** Started, read the account, nothing to send. */
const idle = play([run(), pulled()]).machine

interface Case {
  name: string
  /** The commit that fixed the race or made the rule, where there was one. */
  commit?: string
  from?: SyncMachine
  events: SyncEvent[]
  state: SyncMachine['view']['state']
  requests: ('pull' | 'send')[]
  retryIn?: number
  check?: (machine: SyncMachine) => void
}

const cases: Case[] = [
  {
    name: 'a start reads the account, then sends what waits, then idles',
    commit: 'a8b9df8',
    events: [run(2), pulled(2), sent(0)],
    state: 'idle',
    requests: ['pull', 'send'],
    check: (machine) => expect(machine.view.loaded).toBe(true),
  },
  {
    name: 'one request at a time: a run asked for while a pull is on its way starts nothing',
    commit: 'a8b9df8',
    events: [run(), run(1), run(1)],
    state: 'pulling',
    requests: ['pull'],
    check: (machine) => expect(machine.again).toBe(true),
  },
  {
    name: 'a change made while a batch is on its way goes in the next batch, not a second request',
    commit: 'a8b9df8',
    from: idle,
    events: [run(1), { type: 'storeChanged', store: store(2) }, sent(1), sent(0)],
    state: 'idle',
    requests: ['send', 'send'],
  },
  {
    name: 'a store change while idle sends it',
    commit: 'a8b9df8',
    from: idle,
    events: [{ type: 'storeChanged', store: store(1) }],
    state: 'sending',
    requests: ['send'],
  },
  {
    name: 'an account that cannot be read waits 30 s and reads it again first',
    commit: 'a8b9df8',
    events: [run(1), { type: 'pullFailed' }],
    state: 'offline',
    requests: ['pull'],
    retryIn: RETRY_AFTER_MS,
    check: (machine) => {
      expect(machine.view.problem).toBe('unreachable')
      expect(machine.pullFirst).toBe(true)
      expect(requests(syncReducer(machine, run(1))[1])).toEqual(['pull'])
    },
  },
  {
    name: '"back online" during a failing request retries at once, not after 30 s',
    commit: 'c2b3272',
    from: idle,
    events: [run(1), run(1), { type: 'sendFailed', full: false }],
    state: 'offline',
    requests: ['send'],
    retryIn: 0,
  },
  {
    name: 'a full account stops retrying, and the next store change does not start a send',
    commit: '942a679',
    from: idle,
    events: [run(1), { type: 'sendFailed', full: true }, { type: 'storeChanged', store: store(2) }],
    state: 'idle',
    requests: ['send'],
    check: (machine) => expect(machine.view.problem).toBe('full'),
  },
  {
    name: 'a batch the account takes after a full one ends the "full" notice',
    commit: '942a679',
    from: play([run(1), { type: 'sendFailed', full: true }], idle).machine,
    events: [run(1), sent(0)],
    state: 'idle',
    requests: ['send'],
    check: (machine) => expect(machine.view.problem).toBeNull(),
  },
  {
    name: 'the refusals the store holds after a batch are the ones shown',
    commit: 'c2b3272',
    from: idle,
    events: [run(1), sent(0, ['marketing/research-seo'])],
    state: 'idle',
    requests: ['send'],
    check: (machine) => expect(machine.view.refused).toEqual(['marketing/research-seo']),
  },
  {
    name: 'a record the database would not store is named after its batch, and the rest go on',
    commit: 'd98ed97',
    from: idle,
    events: [
      run(2),
      {
        type: 'sent',
        store: {
          outbox: 0,
          refused: [],
          rejected: [{ kind: 'note', key: 'n1', code: '22P05', message: 'NUL' }],
        },
      },
    ],
    state: 'idle',
    requests: ['send'],
    check: (machine) => expect(machine.view.rejected).toHaveLength(1),
  },
  {
    name: "another tab's send that ends a refusal ends it here too",
    commit: 'c2b3272',
    from: play([run(1), sent(0, ['marketing/research-seo'])], idle).machine,
    events: [{ type: 'storeChanged', store: store(0, []) }],
    state: 'idle',
    requests: [],
    check: (machine) => expect(machine.view.refused).toEqual([]),
  },
  {
    name: '"try again" during a pull is taken by the pull on its way, then the outbox is sent',
    events: [
      run(1),
      { type: 'retry', store: store(1) },
      { type: 'retry', store: store(1) },
      pulled(1),
      sent(0),
    ],
    state: 'idle',
    requests: ['pull', 'send'],
  },
  {
    name: '"try again" while idle reads the account again',
    from: idle,
    events: [{ type: 'retry', store: store(0) }],
    state: 'pulling',
    requests: ['pull'],
  },
  {
    name: 'after sign-out nothing moves: an answer on its way, a retry or a change starts nothing',
    commit: 'bcf9b0a',
    from: play([run(1)], idle).machine,
    events: [
      { type: 'stop' },
      sent(1),
      run(1),
      { type: 'storeChanged', store: store(3) },
      { type: 'cleared' },
    ],
    state: 'signedOut',
    requests: [],
  },
  {
    name: '"Delete my learning data" ends every notice',
    from: play([run(1), { type: 'sendFailed', full: true }], idle).machine,
    events: [{ type: 'cleared' }],
    state: 'idle',
    requests: [],
    check: (machine) => expect(machine.view).toMatchObject({ problem: null, refused: [], rejected: [] }),
  },
]

describe('the learning sync, case by case', () => {
  test.each(cases)('$name', ({ from = start, events, state, requests: sentRequests, retryIn, check }) => {
    const { machine, effects } = play(events, from)
    expect(machine.view.state).toBe(state)
    expect(requests(effects)).toEqual(sentRequests)
    const retries = effects.filter((effect) => effect.type === 'retryIn')
    expect(retries.at(-1)).toEqual(retryIn === undefined ? undefined : { type: 'retryIn', ms: retryIn })
    check?.(machine)
  })

  test('an event that changes nothing keeps the same view, so the pages are not told again', () => {
    const [after] = syncReducer(idle, { type: 'storeChanged', store: store(0) })
    expect(after.view).toBe(idle.view)
  })

  test('a run cancels a waiting retry before it starts its request', () => {
    const offline = play([run(1), { type: 'pullFailed' }]).machine
    expect(syncReducer(offline, run(1))[1]).toEqual([{ type: 'cancelRetry' }, { type: 'pull' }])
  })
})
