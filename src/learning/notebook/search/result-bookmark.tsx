import { Bookmark } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { RoutePath } from '@/routes/route-table'
import { useLearning, useNotebook } from '../../learning-context'
import { bookmarkEdit } from '../notebook-edits'
import { bookmarkTarget } from './bookmark-target'

interface ResultBookmarkProps {
  to: RoutePath
  hash?: string
  /** The guide's title and the section's heading as the result shows them, for the button's name. */
  title: string
  heading: string | null
}

/**
 * A search result's bookmark: the same record as the guide's own button, so each shows what the
 * other saved. Nothing for a result off a guide. Loaded with the first results (lazy-result-bookmark.ts).
 */
export default function ResultBookmark({ to, hash, title, heading }: ResultBookmarkProps) {
  const { t } = useTranslation('search')
  const learning = useLearning()
  const notebook = useNotebook()
  const target = bookmarkTarget(to, hash)
  if (!target) return null
  const { articleId, sectionId } = target
  const row = notebook?.bookmarks.find(
    (bookmark) => bookmark.article_id === articleId && bookmark.section_id === sectionId,
  )
  const pressed = row !== undefined
  const name =
    sectionId && heading
      ? t('bookmarkSection', { heading, guide: title })
      : t('bookmarkGuide', { guide: title })
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={pressed}
      aria-label={name}
      title={name}
      onClick={() =>
        learning?.editNotebook('bookmark', bookmarkEdit(row, articleId, sectionId, !pressed, new Date()))
      }
      className={cn('shrink-0', pressed && 'text-primary')}
    >
      <Bookmark aria-hidden="true" className={cn(pressed && 'fill-current')} />
    </Button>
  )
}
