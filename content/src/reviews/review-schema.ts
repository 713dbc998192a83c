import { z } from '../zod'
import { atLeast, httpsUrl, text } from '../schema/content-schema'
import { checkedDateSchema } from '../schema/article-schema'

/** The six axes of the review rubric (../shared notes' content reviews), each 1-5 with its reason. */
export const reviewAxes = ['useful', 'specific', 'accurate', 'current', 'chinese', 'english'] as const

const scoreSchema = z.strictObject({ score: z.int().check(z.gte(1), z.lte(5)), reason: text })

/** Where a claim stands: `intro`, or `<section id>/<field>[<index>]`, the field one of the section's lists. */
export const blockAddressSchema = z
  .string()
  .check(
    z.regex(
      /^(?:intro|section-[1-9]\d*\/(?:paragraphs|list|steps|blocks)\[\d+\])$/,
      'expected intro or <section id>/<paragraphs|list|steps|blocks>[<index>], such as section-3/blocks[1]',
    ),
  )

/** The page a claim was read on, and the sentence of it that decides the claim. */
const claimSourceSchema = z.strictObject({
  url: httpsUrl,
  title: text,
  /** Published by the body that sets the rule or sells the product. */
  official: z.boolean(),
  /** The date the copy read shows (a month or a day), or "undated". */
  shows: z
    .string()
    .check(z.regex(/^(?:\d{4}-\d{2}(?:-\d{2})?|undated)$/, 'expected YYYY-MM, YYYY-MM-DD or undated')),
  read: checkedDateSchema,
  deciding: text,
})

/**
 * confirmed; corrected (right in substance, and its wording was mended); wrong-fixed (found wrong,
 * and the fix re-read); unconfirmed-marked (no page confirms it, and the page marks it "to be
 * confirmed"); wrong (found wrong and not yet fixed: the guide does not pass).
 */
export const claimVerdicts = ['confirmed', 'corrected', 'wrong-fixed', 'unconfirmed-marked', 'wrong'] as const

const claimSchema = z
  .strictObject({
    block: blockAddressSchema,
    language: z.enum(['zh', 'en']),
    quote: text,
    verdict: z.enum(claimVerdicts),
    note: z.optional(text),
    source: z.optional(claimSourceSchema),
  })
  .check(
    z.refine((claim) => claim.verdict === 'unconfirmed-marked' || claim.source !== undefined, {
      message: 'a checked claim names the source read, with its deciding sentence',
      path: ['source'],
    }),
  )

const artifactSchema = z.strictObject({
  block: blockAddressSchema,
  name: text,
  how: text,
  states: atLeast(1, text),
  result: text,
  notRun: z.optional(text),
})

/**
 * content/reviews/<section>/<slug>.json: a second reader's check of one guide, kept as data. Never
 * copied into dist/: the build derives the line a reader sees (counts and date) and the list of
 * sources from it. `hash` is that of both article files, the example files they name and the shared
 * facts they refer to (review-hash.ts): the record is current while it matches.
 */
export const reviewRecordSchema = z.strictObject({
  guide: z
    .string()
    .check(z.regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'expected an article id such as marketing/research-seo')),
  hash: z
    .string()
    .check(z.regex(/^[0-9a-f]{64}$/, 'expected the sha256 that npm run content:status -- --json prints')),
  reviewed: checkedDateSchema,
  scores: z.strictObject(
    Object.fromEntries(reviewAxes.map((axis) => [axis, scoreSchema])) as Record<
      (typeof reviewAxes)[number],
      typeof scoreSchema
    >,
  ),
  claims: atLeast(15, claimSchema),
  artifacts: z.array(artifactSchema),
  bestFree: z.strictObject({
    name: text,
    url: httpsUrl,
    points: atLeast(
      1,
      z.strictObject({ point: text, guide: z.enum(['better', 'worse', 'same']), note: z.optional(text) }),
    ),
  }),
  mainlandFirstObstacle: z.strictObject({ obstacle: text, block: blockAddressSchema }),
})

export type ReviewRecord = z.infer<typeof reviewRecordSchema>
export type ReviewClaim = ReviewRecord['claims'][number]
