import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { Story } from './home-content'
import { StoryCard } from './story-card'
import { useCarousel } from './use-carousel'
import { cardVariants } from '@/components/ui/card'
import { useReducedMotion } from '@/lib/use-reduced-motion'

export const STORY_INTERVAL_MS = 6000

/**
 * The success-stories carousel: arrows, dots and arrow keys, wrapping both ways, 500 ms slide.
 * Autoplay waits while the pointer or keyboard focus is inside, and is off under reduced motion
 * unless the visitor presses play.
 */
export function SuccessStories({ stories }: { stories: Story[] }) {
  const { t } = useTranslation('home')
  const reducedMotion = useReducedMotion()
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const playing = choice ? choice === 'play' : !reducedMotion
  const { index, goTo, next, previous } = useCarousel(stories.length, {
    intervalMs: STORY_INTERVAL_MS,
    autoplay: playing && !hovered && !focused,
  })

  // Arrow keys work on every carousel control, not only on the arrow buttons.
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: previous,
      ArrowRight: next,
      Home: () => goTo(0),
      End: () => goTo(stories.length - 1),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }
  // Focus on the play button itself must not hold autoplay, or "play" could never start it.
  const onFocus = (event: FocusEvent) => setFocused(!(event.target as HTMLElement).dataset.rotationControl)
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <section aria-labelledby="stories-title" className="py-16 lg:py-20">
      <div className="mx-auto max-w-content px-4 lg:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            {t('stories.eyebrow')}
          </p>
          <h2 id="stories-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('stories.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('stories.intro')}</p>
        </div>
        <div
          role="region"
          aria-roledescription={t('stories.carouselRole')}
          aria-label={t('stories.carousel')}
          data-testid="stories-carousel"
          data-index={index}
          className="mx-auto mt-10 max-w-3xl"
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          <div
            className={cardVariants({
              tone: 'plain',
              padding: 'none',
              className: 'overflow-hidden shadow-lg',
            })}
          >
            <div
              data-testid="stories-track"
              aria-live={playing && !hovered && !focused ? 'off' : 'polite'}
              className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
              style={{ transform: `translateX(-${index * 100}%)` }}
            >
              {stories.map((story, slide) => {
                const current = slide === index
                return (
                  <div
                    key={story.name}
                    role="group"
                    aria-roledescription={t('stories.slideRole')}
                    aria-label={t('stories.slideLabel', { current: slide + 1, total: stories.length })}
                    aria-hidden={!current}
                    inert={!current}
                    className="w-full shrink-0"
                  >
                    <StoryCard story={story} themeIndex={slide} />
                  </div>
                )
              })}
            </div>
          </div>
          <div className="mt-5 flex items-center justify-center gap-2">
            <Button
              variant="outline"
              size="icon"
              className="rounded-full"
              aria-label={t('stories.previous')}
              onClick={previous}
              onKeyDown={onKeyDown}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <div role="group" aria-label={t('stories.dots')} className="flex items-center">
              {stories.map((story, dot) => (
                <button
                  key={story.name}
                  type="button"
                  aria-label={t('stories.goTo', { number: dot + 1, name: story.name })}
                  aria-current={dot === index ? 'true' : undefined}
                  onClick={() => goTo(dot)}
                  onKeyDown={onKeyDown}
                  className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-2.5 rounded-full transition-all duration-300 motion-reduce:transition-none',
                      dot === index
                        ? 'w-6 bg-primary'
                        : 'w-2.5 bg-muted-foreground/40 group-hover:bg-muted-foreground',
                    )}
                  />
                </button>
              ))}
            </div>
            <Button
              variant="outline"
              size="icon"
              className="rounded-full"
              aria-label={t('stories.next')}
              onClick={next}
              onKeyDown={onKeyDown}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="ml-2 rounded-full text-muted-foreground"
              data-rotation-control="true"
              aria-label={playing ? t('stories.pause') : t('stories.play')}
              onClick={() => setChoice(playing ? 'pause' : 'play')}
              onKeyDown={onKeyDown}
            >
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </Button>
          </div>
          <p className="mt-4 text-center text-xs text-muted-foreground">{t('stories.disclaimer')}</p>
        </div>
      </div>
    </section>
  )
}
