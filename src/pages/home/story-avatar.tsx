import { cn } from '@/lib/cn'

/** Drawn, not photographed: the people are invented, so no face should suggest otherwise. */
export function StoryAvatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-16 shrink-0 items-center justify-center rounded-full text-xl font-bold text-white shadow-md ring-4 ring-white/70 dark:ring-white/10',
        className,
      )}
    >
      {initials}
    </span>
  )
}
