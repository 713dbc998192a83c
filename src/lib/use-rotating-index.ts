import { useEffect, useState } from 'react'

/** An index that advances every `intervalMs` and wraps around; paused while `paused` is true. */
export function useRotatingIndex(count: number, intervalMs: number, paused = false): number {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (paused || count < 2) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => window.clearInterval(timer)
  }, [count, intervalMs, paused])
  return count > 0 ? index % count : 0
}
