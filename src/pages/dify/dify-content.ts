import { z } from '@/lib/zod'
import { stepSchema, text } from '@super-individual/content'

const item = z.strictObject({ title: text, description: text })

/** public/locales/{lng}/dify.json: the Dify editor page. */
export const difySchema = z.strictObject({
  eyebrow: text,
  title: text,
  intro: text,
  startUsing: text,
  docs: text,
  what: z.strictObject({
    title: text,
    intro: text,
    // One entry per feature of dify-features.tsx, which holds their order and icons.
    items: z.strictObject({ workflow: item, knowledge: item, agent: item, publish: item }),
  }),
  build: z.strictObject({ title: text, intro: text, items: z.array(item).check(z.minLength(1)) }),
  start: z.strictObject({ title: text, steps: z.array(stepSchema).check(z.minLength(1)) }),
  selfHost: z.strictObject({
    title: text,
    intro: text,
    commands: z.array(text).check(z.minLength(1)),
    after: text,
    source: text,
  }),
  cta: z.strictObject({ title: text, text }),
  note: text,
})

export type DifyContent = z.infer<typeof difySchema>
