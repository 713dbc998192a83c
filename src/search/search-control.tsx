import { Search } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { loadChunk } from '@/lib/chunk-reload'
import { cn } from '@/lib/cn'
import type { ResultAsideProps } from './result-aside'

// The dialog, the matcher and the index stay out of every page's first load: fetched on first use.
const loadDialog = () => loadChunk(() => import('./search-dialog'))
const SearchDialog = lazy(loadDialog)

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** Ctrl+K or Cmd+K anywhere; "/" outside text fields, where it is a character. */
function opensSearch(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false
  if (event.key.toLowerCase() === 'k') return (event.ctrlKey || event.metaKey) && !event.shiftKey
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextField(event.target)
}

interface SearchControlProps {
  className?: string
  /** A control beside each result (see result-aside.ts). */
  resultAside?: ComponentType<ResultAsideProps>
}

/** The header's search button and keyboard shortcuts; the dialog mounts the first time it opens. */
export function SearchControl({ className, resultAside }: SearchControlProps) {
  const { t } = useTranslation('navigation')
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const show = useCallback(() => {
    setUsed(true)
    setOpen(true)
  }, [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return
      event.preventDefault()
      show()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [show])

  return (
    <>
      {/* The label shows where the header has room: not from 1280 px, where the full navigation
          joins the row (in English the row ran 28 px past the edge), until 1536. */}
      <Button
        variant="ghost"
        className={cn('w-10 px-0 lg:w-auto lg:px-3 xl:w-10 xl:px-0 2xl:w-auto 2xl:px-3', className)}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onPointerEnter={() => void loadDialog()}
      >
        <Search aria-hidden="true" />
        <span className="sr-only lg:not-sr-only xl:sr-only 2xl:not-sr-only">{t('search')}</span>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} resultAside={resultAside} />
        </Suspense>
      )}
    </>
  )
}
