import { z } from '@/lib/zod'
import {
  cardSchema,
  disclosureSchema,
  heroSchema,
  keyed,
  resourceSchema,
  sectionIntroSchema,
  text,
} from '@super-individual/content'
import { deepDiveIds, topicIds } from './products-links'

/** public/locales/{lng}/products.json: the /products-tech section page. */
export const productsSchema = z.strictObject({
  toc: text,
  relatedGuides: text,
  hero: heroSchema,
  topics: z.extend(sectionIntroSchema, {
    chipsLabel: text,
    items: keyed(topicIds, z.extend(cardSchema, { chips: z.array(text).check(z.minLength(3)) })),
  }),
  deepDives: z.extend(sectionIntroSchema, { items: keyed(deepDiveIds, disclosureSchema) }),
  support: z.extend(sectionIntroSchema, {
    resources: z.array(resourceSchema).check(z.minLength(2)),
    askTitle: text,
    askList: z.array(text).check(z.minLength(3)),
  }),
  learningPath: z.extend(sectionIntroSchema, { moreTitle: text }),
})

export type ProductsContent = z.output<typeof productsSchema>
