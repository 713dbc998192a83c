import { Trophy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type { Story } from './home-content'
import { StoryAvatar } from './story-avatar'
import { storyThemes } from './story-backgrounds'

/** One success story; the "illustrative example" badge is part of the card, so it never travels alone. */
export function StoryCard({ story, themeIndex }: { story: Story; themeIndex: number }) {
  const { t } = useTranslation('home')
  const theme = storyThemes[themeIndex % storyThemes.length]
  return (
    <article className={cn('flex h-full flex-col gap-5 p-6 sm:p-10', theme.background)}>
      <div className="flex flex-wrap items-center gap-4">
        <StoryAvatar initials={story.initials} className={theme.avatar} />
        <div className="min-w-36 flex-1">
          <h3 className="text-xl font-bold">{story.name}</h3>
          <p className="text-sm text-muted-foreground">{story.title}</p>
        </div>
        <span
          data-testid="story-badge"
          className="shrink-0 rounded-full border border-foreground/20 bg-background/70 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-foreground"
        >
          {t('stories.badge')}
        </span>
      </div>
      <p className="flex items-start gap-2 text-lg font-semibold sm:text-xl">
        <Trophy aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
        <span>
          <span className="sr-only">{t('stories.achievement')}</span>
          {story.achievement}
        </span>
      </p>
      <blockquote className="border-l-4 border-primary/40 pl-4 text-base italic leading-relaxed text-foreground/90">
        <p>“{story.quote}”</p>
      </blockquote>
    </article>
  )
}
