import { useCallback } from 'react'
import { rememberLanguage } from '@/i18n/remembered-language'
import { usePageNavigate } from '@/routes/page-link'
import type { ResultView } from './result-view'

/** Opens a result as its link does: in the app, or a page in the other language as a whole document, choosing that language. */
export function useOpenResult(): (result: ResultView) => void {
  const navigate = usePageNavigate()
  return useCallback(
    (result) => {
      if (!result.foreign) return navigate({ to: result.to, hash: result.hash })
      rememberLanguage(result.language)
      window.location.assign(result.href + (result.hash ? `#${result.hash}` : ''))
    },
    [navigate],
  )
}
