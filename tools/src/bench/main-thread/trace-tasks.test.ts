import { expect, it } from 'vitest'
import { mainThreadTasks, type TraceEvent } from './trace-tasks'

const thread = (pid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid: pid,
  ts: 0,
  args: { name },
})
const task = (pid: number, ts: number, ms: number, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid: pid,
  ts,
  dur: ms * 1000,
})

it('sums the busiest renderer main thread’s top-level tasks and counts those over 50 ms', () => {
  const events = [
    thread(1, 'CrRendererMain'),
    thread(2, 'CrRendererMain'),
    thread(3, 'CrBrowserMain'),
    task(1, 0, 5),
    task(2, 0, 120),
    task(2, 10_000, 30), // inside the first task: part of it
    task(2, 200_000, 51),
    task(2, 300_000, 50),
    task(2, 400_000, 9, 'ParseHTML'),
    task(3, 0, 900),
  ]
  expect(mainThreadTasks(events)).toEqual({ taskMs: 221, longTasks: 2 })
})

it('reads a trace without a renderer as no work', () => {
  expect(mainThreadTasks([thread(3, 'CrBrowserMain'), task(3, 0, 80)])).toEqual({ taskMs: 0, longTasks: 0 })
})
