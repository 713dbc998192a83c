import { useCallback, useEffect, useState } from 'react'

interface CarouselOptions {
  /** Time on each slide while autoplay runs. */
  intervalMs: number
  autoplay: boolean
}

/** Slide index with wraparound both ways, dot jumps, and autoplay that restarts its wait after every move. */
export function useCarousel(count: number, { intervalMs, autoplay }: CarouselOptions) {
  const [index, setIndex] = useState(0)
  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count])
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count])
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count])

  useEffect(() => {
    if (!autoplay || count < 2) return
    const timer = window.setTimeout(next, intervalMs)
    return () => window.clearTimeout(timer)
  }, [autoplay, count, index, intervalMs, next])

  return { index: count > 0 ? index % count : 0, goTo, next, previous }
}
