import { afterEach, describe, expect, it, vi } from 'vitest'
import { workerUrl } from './cache-names'
import { registerWorker, skipWaitingMessage } from './register-worker'

/** A worker as the page sees it: its state, and the messages posted to it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'
  readonly received: unknown[] = []
  postMessage(message: unknown) {
    this.received.push(message)
  }
  become(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  active: FakeWorker | null = null
  /** The looks for a new worker; one that fails rejects with `lookFails`. Not a vi.fn: a mock handles the promises it returns. */
  looks = 0
  lookFails: Error | null = null
  update() {
    this.looks++
    return this.lookFails ? Promise.reject(this.lookFails) : Promise.resolve(this)
  }

  /** A new worker is found (by a page's load in any tab, or by `update()`) and starts installing. */
  found(): FakeWorker {
    const worker = new FakeWorker()
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
    return worker
  }

  /** It installs; it waits if a worker is active already, as the browser has it while that one has clients. */
  installed(worker: FakeWorker) {
    this.installing = null
    if (this.active) {
      this.waiting = worker
      worker.become('installed')
    } else {
      worker.become('installed')
      this.activate(worker)
    }
  }

  activate(worker: FakeWorker) {
    if (this.waiting === worker) this.waiting = null
    this.active = worker
    worker.become('activating')
    worker.become('activated')
  }
}

/** `navigator.serviceWorker`, with `controller` the worker controlling this page, if any. */
class FakeContainer extends EventTarget {
  constructor(
    readonly registration: FakeRegistration,
    public controller: FakeWorker | null,
  ) {
    super()
  }
  readonly register = vi.fn(async (..._args: unknown[]) => this.registration)

  /** A waiting worker takes over the tabs the active one controlled. */
  takeOver(worker: FakeWorker) {
    this.registration.activate(worker)
    this.controller = worker
    this.dispatchEvent(new Event('controllerchange'))
  }
}

/** A page that loads with `controller` (or none) and registers the worker. */
async function loadPage({
  controlled,
  waiting = false,
  installing = false,
}: {
  controlled: boolean
  waiting?: boolean
  installing?: boolean
}) {
  const registration = new FakeRegistration()
  if (controlled) registration.active = new FakeWorker()
  if (waiting) {
    registration.waiting = new FakeWorker()
    registration.waiting.state = 'installed'
  }
  if (installing) registration.installing = new FakeWorker()
  const container = new FakeContainer(registration, registration.active)
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  const accepts: (() => void)[] = []
  const reload = vi.fn()
  const result = await registerWorker(workerUrl, (accept) => accepts.push(accept), reload)
  return { registration, container, accepts, reload, result }
}

/** The test runner's process, which the site's types leave out: it reports a rejection nothing handled. */
const runner = (
  globalThis as unknown as {
    process: {
      on: (event: string, listener: () => void) => void
      off: (event: string, listener: () => void) => void
    }
  }
).process

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('registering the offline worker', () => {
  it('registers the worker by its address alone, with the browser’s default options, and resolves with its registration', async () => {
    const { container, registration, result } = await loadPage({ controlled: false })
    expect(container.register.mock.calls).toEqual([[workerUrl]])
    expect(result).toBe(registration)
  })

  it('offers nothing at a first install, whose worker takes over at once, nor at a later one while no worker controls the page', async () => {
    const { registration, accepts, reload } = await loadPage({ controlled: false, installing: true })
    registration.installed(registration.installing!)
    expect(registration.active?.state).toBe('activated')
    registration.installed(registration.found())
    expect(accepts).toEqual([])
    expect(reload).not.toHaveBeenCalled()
  })

  it('offers a worker already waiting when the page registers, whether or not a worker controls the page', async () => {
    for (const controlled of [true, false]) {
      const { accepts } = await loadPage({ controlled, waiting: true })
      expect(accepts).toHaveLength(1)
    }
  })

  it('offers a worker still installing at registration once it has installed, when a worker controls the page', async () => {
    const { registration, accepts } = await loadPage({ controlled: true, installing: true })
    expect(accepts).toEqual([])
    registration.installed(registration.installing!)
    expect(accepts).toHaveLength(1)
  })

  it('offers a worker found after registration (another tab, the visibility check) once it has installed, and only once a page', async () => {
    const { registration, accepts } = await loadPage({ controlled: true })
    const next = registration.found()
    next.become('installing')
    expect(accepts).toEqual([])
    registration.installed(next)
    expect(accepts).toHaveLength(1)
    // A later deploy's worker replaces it while it waits: the notice already shown is the one.
    registration.installed(registration.found())
    expect(accepts).toHaveLength(1)
  })

  it('on accepting, has the waiting worker skip waiting, and reloads once that worker controls the page', async () => {
    const { registration, container, accepts, reload } = await loadPage({ controlled: true })
    const old = registration.active!
    const next = registration.found()
    registration.installed(next)
    accepts[0]!()
    expect(next.received).toEqual([skipWaitingMessage])
    expect(skipWaitingMessage).toEqual({ type: 'SKIP_WAITING' })
    expect(old.received).toEqual([])
    // Nothing reloads before the new worker has taken over.
    expect(reload).not.toHaveBeenCalled()
    container.takeOver(next)
    expect(reload).toHaveBeenCalledTimes(1)
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('sends the message to the worker waiting when the reader accepts', async () => {
    const { registration, accepts } = await loadPage({ controlled: true, waiting: true })
    const first = registration.waiting!
    const second = registration.found()
    registration.installed(second)
    accepts[0]!()
    expect(second.received).toEqual([skipWaitingMessage])
    expect(first.received).toEqual([])
  })

  it('does not reload a page whose reader has not accepted when a worker takes over', async () => {
    const { registration, container, accepts, reload } = await loadPage({ controlled: true })
    const next = registration.found()
    registration.installed(next)
    expect(accepts).toHaveLength(1)
    // Another tab's reader accepted.
    container.takeOver(next)
    expect(reload).not.toHaveBeenCalled()
  })

  it('looks for a new worker each time the tab is shown, and a failed look (offline) is quiet', async () => {
    const unhandled = vi.fn()
    runner.on('unhandledRejection', unhandled)
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const { registration } = await loadPage({ controlled: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(registration.looks).toBe(0)
    visibility.mockReturnValue('visible')
    registration.lookFails = new TypeError('Failed to fetch')
    document.dispatchEvent(new Event('visibilitychange'))
    document.dispatchEvent(new Event('visibilitychange'))
    expect(registration.looks).toBe(2)
    await new Promise((done) => setTimeout(done, 10))
    runner.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
  })

  it('rejects when the browser refuses the worker', async () => {
    const container = new FakeContainer(new FakeRegistration(), null)
    container.register.mockRejectedValue(new DOMException('Refused', 'SecurityError'))
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
    await expect(registerWorker(workerUrl, vi.fn(), vi.fn())).rejects.toThrow('Refused')
  })
})
