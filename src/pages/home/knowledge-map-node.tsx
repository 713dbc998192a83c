import { ArrowRight } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLink } from '@/routes/page-link'
import { cn } from '@/lib/cn'
import type { GrowthStep } from './growth-steps'
import type { GrowthStepText } from './home-content'
import { cardVariants } from '@/components/ui/card'

interface KnowledgeMapNodeProps {
  step: GrowthStep
  text: GrowthStepText
  number: number
  open: boolean
  isLast: boolean
  onOpen: () => void
  onClose: () => void
}

/** One numbered step: the button shows its details, the details link to its guide. */
export function KnowledgeMapNode({
  step,
  text,
  number,
  open,
  isLast,
  onOpen,
  onClose,
}: KnowledgeMapNodeProps) {
  const { t } = useTranslation('home')
  const detailsId = `growth-step-${step.id}`
  const Icon = step.icon
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose()
  }
  return (
    <li
      className="relative"
      data-testid={`growth-node-${number}`}
      // Hover is for mice only: a tap fires pointerenter too, and the click that follows handles it.
      onPointerEnter={(event) => event.pointerType === 'mouse' && onOpen()}
      onFocus={onOpen}
    >
      {!isLast && (
        <span
          aria-hidden="true"
          data-growth-link=""
          className="absolute -bottom-8 left-10 top-[4.25rem] border-l-2 border-dashed border-primary/40 lg:bottom-auto lg:left-[calc(50%+2.25rem)] lg:top-10 lg:w-[calc(100%-3rem)] lg:border-l-0 lg:border-t-2"
        />
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={onOpen}
        onKeyDown={closeOnEscape}
        className={cn(
          'group flex w-full items-start gap-4 rounded-card border p-4 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:flex-col lg:items-center lg:text-center',
          open ? 'border-primary/50 bg-card shadow-md' : 'border-transparent hover:bg-card/70',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'relative z-10 flex size-12 shrink-0 items-center justify-center rounded-full text-lg font-bold ring-4 ring-background transition-colors',
            open
              ? 'bg-primary text-primary-foreground'
              : 'bg-primary/10 text-primary group-hover:bg-primary/20',
          )}
        >
          {number}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold">
            <span className="sr-only">{t('growthPath.stepNumber', { number })}</span>
            {/* Inline, so a title that wraps keeps its icon on the first line. */}
            <Icon aria-hidden="true" className="mr-1.5 inline size-4 align-[-0.125em] text-primary" />
            {text.title}
          </span>
          <span className="mt-1 block text-sm text-muted-foreground">{text.description}</span>
        </span>
      </button>
      <div
        id={detailsId}
        hidden={!open}
        className={cardVariants({
          padding: 'sm',
          className: 'ml-16 mt-2 text-sm motion-safe:animate-fade-in lg:ml-0',
        })}
      >
        <ul className="space-y-1.5">
          {text.details.map((detail) => (
            <li key={detail} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
              <span>{detail}</span>
            </li>
          ))}
        </ul>
        <PageLink
          to={step.path}
          onKeyDown={closeOnEscape}
          className="mt-3 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('growthPath.openGuide')}
          <span className="sr-only">{text.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
      </div>
    </li>
  )
}
