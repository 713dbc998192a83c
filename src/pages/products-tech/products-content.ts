import { z } from '@/lib/zod'
import {
  cardSchema,
  disclosureSchema,
  heroSchema,
  resourceSchema,
  sectionIntroSchema,
} from '@/components/section/content-schema'

const text = z.string().trim().min(1)

/** public/locales/{lng}/products.json: the /products-tech section page. */
export const productsSchema = z.strictObject({
  toc: text,
  relatedGuides: text,
  hero: heroSchema,
  topics: sectionIntroSchema.extend({
    chipsLabel: text,
    items: z.array(cardSchema.extend({ chips: z.array(text).min(3) })).length(3),
  }),
  deepDives: sectionIntroSchema.extend({ items: z.array(disclosureSchema).length(3) }),
  support: sectionIntroSchema.extend({
    resources: z.array(resourceSchema).min(2),
    askTitle: text,
    askList: z.array(text).min(3),
  }),
  learningPath: sectionIntroSchema.extend({ moreTitle: text }),
})

export type ProductsContent = z.infer<typeof productsSchema>
