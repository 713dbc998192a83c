import { z } from '@/lib/zod'
import { text } from '@super-individual/content'

const texts = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>)
const feature = z.strictObject({ title: text, description: text })

/**
 * public/locales/{lng}/demo.json: the i18n demo. Most of its strings show i18next at work
 * (interpolation, plurals, formats), so the parts still read them through t(); the schema makes
 * sure every one of them is there before the page renders.
 */
export const demoSchema = z.strictObject({
  title: text,
  intro: text,
  current: texts(['title', 'code', 'name']),
  switchers: texts([
    'title',
    'intro',
    'buttons',
    'select',
    'selectLabel',
    'toggle',
    'toggleLabel',
    'quick',
    'quickLabel',
    'toChinese',
    'toEnglish',
  ]),
  // Chinese has one plural form, so only English carries items_one.
  messages: z.extend(
    texts([
      'title',
      'welcome',
      'nameLabel',
      'defaultName',
      'items_other',
      'countLabel',
      'decrease',
      'increase',
      'lastUpdated',
      'pageOpened',
      'liveNote',
    ]),
    { items_one: z.optional(text) },
  ),
  formats: texts([
    'title',
    'price',
    'priceValue',
    'currency',
    'discount',
    'discountValue',
    'lastUpdate',
    'lastUpdateValue',
  ]),
  thresholds: texts(['title', 'intro', 'elapsed', 'shown', 'duration', 'value']),
  // One entry per feature of demo-sample.ts, which holds their order.
  features: z.strictObject({
    title: text,
    items: z.strictObject({
      interpolation: feature,
      pluralization: feature,
      formatting: feature,
      detection: feature,
    }),
  }),
})

export type DemoContent = z.infer<typeof demoSchema>
