import { ShieldCheck } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Article } from '@super-individual/content'
import { ReviewSources } from './review-sources'

type Review = NonNullable<Article['review']>

/**
 * "28 claims checked against 19 sources (11 official) on 2026-12-14": what a second reader checked,
 * under the guide's dates. The line is a button that opens the sources read, with their dates; the
 * list is fetched when opened (or when the page is printed), so the page carries only the line.
 */
export function ReviewLine({ articleId, review }: { articleId: string; review: Review }) {
  const { t } = useTranslation('guides')
  const [open, setOpen] = useState(false)
  const listId = useId()
  useEffect(() => {
    const openForPrint = () => setOpen(true)
    window.addEventListener('beforeprint', openForPrint)
    return () => window.removeEventListener('beforeprint', openForPrint)
  }, [])
  return (
    <div data-testid="review-line" className="mt-1 text-sm text-muted-foreground">
      <p className="flex items-start gap-1.5">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((shown) => !shown)}
            className="text-left underline decoration-dotted underline-offset-4 hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t('review.line', {
              claims: review.claims,
              count: review.sources,
              official: review.official,
              date: review.reviewed,
            })}
          </button>
          {!review.current && <span> {t('review.changedSince')}</span>}
        </span>
      </p>
      <div id={listId} hidden={!open} className="mt-2 pl-5.5">
        {open && <ReviewSources articleId={articleId} />}
      </div>
    </div>
  )
}
