import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { whenIdle } from '@/lib/when-idle'

/** Renders a component that shows nothing (a watcher) once the page is idle, its code loaded then. */
export function AfterIdle({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const [Watcher, setWatcher] = useState<ComponentType | null>(null)
  useEffect(() => whenIdle(() => setWatcher(() => lazy(load))), [load])
  return Watcher ? (
    <Suspense fallback={null}>
      <Watcher />
    </Suspense>
  ) : null
}
