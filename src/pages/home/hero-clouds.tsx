import type { CSSProperties } from 'react'
import { cn } from '@/lib/cn'

interface Cloud {
  className: string
  /** Each cloud drifts on its own rhythm so the sky never moves in lockstep. */
  duration: string
  delay: string
}

// Six clouds, as agreed for the hero (docs/product-behaviour.md), placed so they frame the hero text instead of sitting under it.
const clouds: Cloud[] = [
  { className: 'left-[-3rem] top-6 w-40 opacity-70 sm:w-56', duration: '9s', delay: '0s' },
  { className: 'right-[-2rem] top-16 w-32 opacity-60 sm:w-48', duration: '11s', delay: '-3s' },
  { className: 'left-[12%] bottom-24 hidden w-28 opacity-50 md:block', duration: '10s', delay: '-6s' },
  { className: 'right-[14%] bottom-10 w-24 opacity-60 sm:w-36', duration: '12s', delay: '-2s' },
  { className: 'left-[40%] top-2 w-20 opacity-40 sm:w-28', duration: '8s', delay: '-5s' },
  { className: 'left-[-1rem] bottom-4 w-24 opacity-50 sm:w-32', duration: '13s', delay: '-8s' },
]

/** Decorative only: hidden from assistive technology, and still under prefers-reduced-motion. */
export function HeroClouds() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden"
      data-testid="hero-clouds"
    >
      {clouds.map((cloud, index) => (
        <svg
          key={index}
          aria-hidden="true"
          focusable="false"
          data-cloud=""
          viewBox="0 0 120 60"
          className={cn(
            'absolute text-white motion-safe:animate-float dark:text-indigo-300/15',
            cloud.className,
          )}
          style={{ animationDuration: cloud.duration, animationDelay: cloud.delay } as CSSProperties}
        >
          <path
            fill="currentColor"
            d="M30 52a18 18 0 0 1-2-35.9A24 24 0 0 1 73 12a17 17 0 0 1 27 10.5A15 15 0 0 1 97 52Z"
          />
        </svg>
      ))}
    </div>
  )
}
