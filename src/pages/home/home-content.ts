import { z } from '@/lib/zod'
import { text } from '@super-individual/content'

const growthStepText = z.strictObject({
  title: text,
  description: text,
  details: z.array(text).check(z.minLength(1)),
})

/** public/locales/{lng}/home.json: the home page. */
export const homeSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, subtitle: text, cta: text, secondaryCta: text }),
  quotes: z.strictObject({
    label: text,
    pause: text,
    play: text,
    position: text,
    items: z.array(z.strictObject({ text, author: text })).check(z.minLength(1)),
  }),
  growthPath: z.strictObject({
    eyebrow: text,
    title: text,
    intro: text,
    // Read through t() before the step's title, so the space it ends with is part of the text.
    stepNumber: z.string().check(z.includes('{{number}}')),
    openGuide: text,
    // One entry per step of growth-steps.ts, which holds the order, icons and links.
    steps: z.strictObject({
      skills: growthStepText,
      products: growthStepText,
      tech: growthStepText,
      marketing: growthStepText,
      scale: growthStepText,
    }),
  }),
  stories: z.strictObject({
    eyebrow: text,
    title: text,
    intro: text,
    disclaimer: text,
    badge: text,
    carousel: text,
    carouselRole: text,
    slideRole: text,
    slideLabel: text,
    previous: text,
    next: text,
    goTo: text,
    dots: text,
    pause: text,
    play: text,
    // Read through t() before a story's achievement, so the space it ends with is part of the text.
    achievement: z.string().check(z.minLength(1)),
    items: z
      .array(z.strictObject({ initials: text, name: text, title: text, achievement: text, quote: text }))
      .check(z.minLength(1)),
  }),
  start: z.strictObject({ title: text, text, cta: text, secondary: text }),
})

export type HomeContent = z.infer<typeof homeSchema>
export type GrowthStepText = z.infer<typeof growthStepText>
export type Story = HomeContent['stories']['items'][number]
export type QuoteItem = HomeContent['quotes']['items'][number]
