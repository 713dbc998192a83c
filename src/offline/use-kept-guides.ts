import { useCallback, useEffect, useState } from 'react'
import { canKeepPages, clearKeptPages, keptGuides, type KeptGuide } from './kept-pages'

export type KeptGuidesState =
  | { status: 'loading' }
  | { status: 'unsupported' }
  | { status: 'ready'; guides: KeptGuide[]; cleared?: boolean; clearFailed?: boolean }

/** The guides this browser keeps for offline reading, read once mounted (the prerender knows none), and a way to clear them. */
export function useKeptGuides() {
  const [state, setState] = useState<KeptGuidesState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    ;(canKeepPages() ? keptGuides() : Promise.resolve(null)).then(
      (guides) => current && setState(guides ? { status: 'ready', guides } : { status: 'unsupported' }),
      () => current && setState({ status: 'unsupported' }),
    )
    return () => {
      current = false
    }
  }, [])
  const clear = useCallback(() => {
    clearKeptPages().then(
      () => setState({ status: 'ready', guides: [], cleared: true }),
      () => setState((shown) => (shown.status === 'ready' ? { ...shown, clearFailed: true } : shown)),
    )
  }, [])
  return { state, clear }
}
