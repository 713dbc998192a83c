import { useEffect, useState } from 'react'

/**
 * False on the render that mounts the component and until the frame it mounted in has painted,
 * then true: for a part that can wait one frame so that what the reader came for shows first.
 * Always true when not `deferred`. Parts mounted together are shown together: React renders
 * their updates, queued in the same frame, in one pass.
 */
export function usePaintedOnce(deferred: boolean): boolean {
  const [painted, setPainted] = useState(!deferred)
  useEffect(() => {
    if (painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame callback runs before the frame paints; a task queued from it runs after.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [painted])
  return painted
}
