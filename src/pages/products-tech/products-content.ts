import { z } from '@/lib/zod'
import {
  cardSchema,
  disclosureSchema,
  heroSchema,
  resourceSchema,
  sectionIntroSchema,
  text,
} from '@/components/section/content-schema'

/** public/locales/{lng}/products.json: the /products-tech section page. */
export const productsSchema = z.strictObject({
  toc: text,
  relatedGuides: text,
  hero: heroSchema,
  topics: z.extend(sectionIntroSchema, {
    chipsLabel: text,
    items: z.array(z.extend(cardSchema, { chips: z.array(text).check(z.minLength(3)) })).check(z.length(3)),
  }),
  deepDives: z.extend(sectionIntroSchema, { items: z.array(disclosureSchema).check(z.length(3)) }),
  support: z.extend(sectionIntroSchema, {
    resources: z.array(resourceSchema).check(z.minLength(2)),
    askTitle: text,
    askList: z.array(text).check(z.minLength(3)),
  }),
  learningPath: z.extend(sectionIntroSchema, { moreTitle: text }),
})

export type ProductsContent = z.infer<typeof productsSchema>
