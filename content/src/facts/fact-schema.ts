import { z } from '../zod'
import { text, httpsUrl } from '../schema/content-schema'
import { checkedDateSchema, yearMonthSchema } from '../schema/article-schema'

/** One language's wording of a shared fact, and the name of its source in that language. */
const factWordingSchema = z.strictObject({
  text,
  label: text,
  /** For a statute: the text of the article that decides the point, quoted as the source gives it. */
  quote: z.optional(text),
})

/**
 * content/facts/<id>.json: a fact several guides state (a statute article, a quota, a fee schedule),
 * written once in both languages with its source and two dates. A guide refers to it with
 * `{ "type": "fact", "ref": "<id>" }` and the build puts it into the block in the guide's language.
 * `changed` is the day its content last changed: every guide that refers to it logs a reader change
 * on or after that day, and its review record goes out of date (the record's hash covers the fact).
 */
export const sharedFactSchema = z
  .strictObject({
    asOf: yearMonthSchema,
    checked: checkedDateSchema,
    changed: z.iso.date(),
    source: z.strictObject({ url: httpsUrl, primary: z.boolean() }),
    zh: factWordingSchema,
    en: factWordingSchema,
  })
  .check(
    z.refine((fact) => fact.checked.slice(0, 7) >= fact.asOf, {
      message: 'checked cannot come before the month the source states',
      path: ['checked'],
    }),
  )

export type SharedFact = z.infer<typeof sharedFactSchema>
