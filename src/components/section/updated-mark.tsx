import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

const placements = {
  /** A labelled tab on the top edge of a boxed link, which must be `relative`. */
  tab: 'absolute -top-2 right-3 rounded-full bg-primary px-1.5 text-[0.625rem] leading-4 font-semibold text-primary-foreground',
  /** A dot in the margin before a link's text, for narrow rows (the sidebar); its parent must be `relative`. */
  dot: 'absolute top-1/2 size-1.5 -translate-y-1/2 rounded-full bg-primary',
}

/**
 * The "updated" mark on a link to a guide that changed since the reader read it. Positioned out of
 * the flow, so it moves nothing when it appears after idle.
 */
export function UpdatedMark({
  placement,
  className,
  style,
}: {
  placement: keyof typeof placements
  className?: string
  style?: React.CSSProperties
}) {
  const { t } = useTranslation('navigation')
  const label = t('marks.updated')
  return (
    <span
      data-updated-mark=""
      className={cn('pointer-events-none', placements[placement], className)}
      style={style}
    >
      {placement === 'tab' && <span aria-hidden="true">{label}</span>}
      {/* Read out after the link's text, as the read mark is: "SEO (read) (Updated)". */}
      <span className="sr-only">{` (${label})`}</span>
    </span>
  )
}
