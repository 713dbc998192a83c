import { Pause, Play, Quote } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useRotatingIndex } from '@/lib/use-rotating-index'
import { cn } from '@/lib/cn'
import { useReducedMotion } from '@/lib/use-reduced-motion'
import type { QuoteItem } from './home-content'

export const QUOTE_INTERVAL_MS = 4000

/** The hero's five quotes, one every 4 s in a loop; a button stops it (WCAG 2.2.2), and so does reduced motion. */
export function QuoteRotator({ quotes, className }: { quotes: QuoteItem[]; className?: string }) {
  const { t } = useTranslation('home')
  const reducedMotion = useReducedMotion()
  // null = the visitor has not chosen; then reduced motion decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const playing = choice ? choice === 'play' : !reducedMotion
  const index = useRotatingIndex(quotes.length, QUOTE_INTERVAL_MS, !playing)
  const quote = quotes[index]

  return (
    <section
      aria-label={t('quotes.label')}
      className={cn(
        'relative mx-auto flex max-w-2xl items-start gap-3 rounded-card border border-border/70 bg-card/80 p-5 text-left shadow-sm backdrop-blur sm:p-6',
        className,
      )}
    >
      <Quote aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
      <figure className="min-w-0 flex-1" aria-live={playing ? 'off' : 'polite'} data-testid="hero-quote">
        <blockquote
          key={index}
          className="text-base font-medium leading-relaxed sm:text-lg motion-safe:animate-fade-in"
        >
          <p>{quote?.text}</p>
        </blockquote>
        <figcaption className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>— {quote?.author}</span>
          <span className="sr-only">
            {t('quotes.position', { current: index + 1, total: quotes.length })}
          </span>
          <span aria-hidden="true" className="flex gap-1">
            {quotes.map((item, dot) => (
              <span
                key={item.author}
                className={cn(
                  'h-1.5 rounded-full transition-all motion-reduce:transition-none',
                  dot === index ? 'w-4 bg-primary' : 'w-1.5 bg-border',
                )}
              />
            ))}
          </span>
        </figcaption>
      </figure>
      <Button
        variant="ghost"
        size="icon"
        className="-mr-2 -mt-2 shrink-0 text-muted-foreground"
        aria-label={playing ? t('quotes.pause') : t('quotes.play')}
        onClick={() => setChoice(playing ? 'pause' : 'play')}
      >
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
    </section>
  )
}
