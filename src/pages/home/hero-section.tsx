import { ArrowDown, Sparkles } from 'lucide-react'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLink } from '@/routes/page-link'
import { Button } from '@/components/ui/button'
import { HeroClouds } from './hero-clouds'
import type { QuoteItem } from './home-content'
import { GROWTH_PATH_ID } from './knowledge-map'
import { QuoteRotator } from './quote-rotator'

/** Glides to the growth path and hands it keyboard focus, so the next Tab continues from there. */
function jumpToGrowthPath(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(GROWTH_PATH_ID)
  if (!target) return
  event.preventDefault()
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
}

export function HeroSection({ quotes }: { quotes: QuoteItem[] }) {
  const { t } = useTranslation('home')
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-linear-to-b from-sky-100 via-indigo-50 to-background dark:from-indigo-950 dark:via-background dark:to-background"
    >
      <HeroClouds />
      <div className="relative mx-auto max-w-content px-4 pb-16 pt-14 text-center sm:pt-20 lg:px-6 lg:pb-24">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background/70 px-4 py-1.5 text-sm font-medium text-primary shadow-sm backdrop-blur">
          <Sparkles aria-hidden="true" className="size-4" />
          {t('hero.eyebrow')}
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-muted-foreground text-pretty sm:text-lg">
          {t('hero.subtitle')}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="w-full shadow-lg shadow-primary/20 sm:w-auto">
            <a href={`#${GROWTH_PATH_ID}`} onClick={jumpToGrowthPath} data-testid="hero-cta">
              {t('hero.cta')}
              <ArrowDown aria-hidden="true" />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full bg-background/70 sm:w-auto">
            <PageLink to="/super-individual">{t('hero.secondaryCta')}</PageLink>
          </Button>
        </div>
        <QuoteRotator quotes={quotes} className="mt-12" />
      </div>
    </section>
  )
}
