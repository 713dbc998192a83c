/** A Chromium trace event, as much of it as the task count reads. */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { name?: string }
}

export interface MainThreadTasks {
  /** Time the page's main thread spent in tasks, ms. */
  taskMs: number
  /** Tasks over 50 ms: the ones a reader's tap can wait behind. */
  longTasks: number
}

const longTaskUs = 50_000

/**
 * The page's main-thread tasks in a trace: the renderer main thread (`CrRendererMain`) that worked
 * most, since a navigation may leave an idle one behind, and its top-level `RunTask`s.
 */
export function mainThreadTasks(events: readonly TraceEvent[]): MainThreadTasks {
  const mainThreads = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  const tasksOf = (thread: TraceEvent) => {
    const tasks = events
      .filter(
        (event) =>
          event.pid === thread.pid &&
          event.tid === thread.tid &&
          event.ph === 'X' &&
          event.name === 'RunTask',
      )
      .sort((a, b) => a.ts - b.ts)
    // A task nested in another is part of it, not a second task.
    let end = -Infinity
    return tasks.filter((task) => {
      if (task.ts < end) return false
      end = task.ts + (task.dur ?? 0)
      return true
    })
  }
  const total = (tasks: readonly TraceEvent[]) => tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0)
  const busiest = mainThreads.map(tasksOf).sort((a, b) => total(b) - total(a))[0] ?? []
  return {
    taskMs: total(busiest) / 1000,
    longTasks: busiest.filter((task) => (task.dur ?? 0) > longTaskUs).length,
  }
}
