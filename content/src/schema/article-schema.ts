import { z } from '../zod'
import { atLeast, httpsUrl, text } from './content-schema'
import { unknownChangeSections } from './change-log-sections'

/** A calendar month such as 2026-11: facts say when they were last confirmed, to the month. */
export const yearMonthSchema = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month as YYYY-MM'))

export const articleLinkSchema = z.strictObject({
  label: text,
  url: httpsUrl,
  description: text,
})

/** The day someone read a source (an archived copy counts); set only when it was actually read. */
export const checkedDateSchema = z.iso.date()

/** A name for code and links, never shown: lower-case words joined by hyphens. */
export const kebabIdSchema = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a kebab-case id such as set-up-wecom'))

/**
 * The exact page a fact or case relies on (a rule or pricing page, not a homepage). `primary`: the
 * platform's own page, the statute or the regulator; false for a reprint, a blog or a forum.
 */
export const sourceSchema = z.strictObject({
  label: text,
  url: httpsUrl,
  primary: z.boolean(),
})

/** A source with the month it states and, once someone read it, the day: what a figure stands on. */
export const datedSourceSchema = z.strictObject({
  label: text,
  url: httpsUrl,
  primary: z.boolean(),
  asOf: yearMonthSchema,
  checked: z.optional(checkedDateSchema),
})

/** A guide's path in the route table (/tools-services/cashflow/company); the checker confirms it is routed. */
export const guidePathSchema = z
  .string()
  .check(
    z.regex(
      /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){2,}$/,
      'expected a guide path such as /tools-services/cashflow/company',
    ),
  )

/** What a playbook step adds to a plain step; a step carries all of it or none. */
const stepDetailKeys = ['cost', 'duration', 'sources', 'guide'] as const

export const articleStepSchema = z
  .strictObject({
    /** Stable across edits of the wording and identical in zh and en, so a reader's tick survives both. */
    id: kebabIdSchema,
    title: text,
    text: text,
    /** What the step costs, with its figures as the sources state them. */
    cost: z.optional(text),
    /** How long the step takes or waits, likewise. */
    duration: z.optional(text),
    /** The pages the cost and the duration come from. */
    sources: z.optional(atLeast(1, datedSourceSchema)),
    /** The guide that goes deeper into this step. */
    guide: z.optional(guidePathSchema),
  })
  .check(
    z.refine(
      (step) => new Set(stepDetailKeys.map((key) => step[key] === undefined)).size === 1,
      'a playbook step has a cost, a duration, sources and a guide, or none of them',
    ),
  )

/** Languages a reader runs or feeds to a tool: their code lives in a file under examples/. */
export const runnableLanguages = [
  'typescript',
  'javascript',
  'python',
  'bash',
  'json',
  'yaml',
  'toml',
  'dockerfile',
  'html',
  'xml',
] as const

/** Languages nothing runs (an ignore list): their text stays in the article. Prose to paste is a template. */
export const inlineLanguages = ['text'] as const

export const codeLanguages = [...runnableLanguages, ...inlineLanguages] as const

const isRunnable = (language: string) => (runnableLanguages as readonly string[]).includes(language)

/** Where a block's code lives: examples/<section>/<guide>/<file>, the guide being the article's id. */
export const examplePathSchema = z
  .string()
  .check(
    z.regex(
      /^examples\/[a-z0-9-]+\/[a-z0-9-]+\/[A-Za-z0-9_.-]+$/,
      'expected examples/<section>/<guide>/<file>',
    ),
  )

/**
 * What a snippet's test in examples/ ran it with (or, for a config it cannot run, parsed it with),
 * each shown to the reader by name and version (guides.json blocks.tested.tools).
 */
export const testedTools = [
  'node',
  'python',
  'pandas',
  'bash',
  'zsh',
  'curl',
  'cron',
  'mcpSdk',
  'vercelRoutingUtils',
  'dockerfileAst',
  'yaml',
  'outputFormat',
] as const

/**
 * The line under a snippet, from examples/tested.json: "run" when its test executes it, "checked"
 * when a file nothing here can run (a Dockerfile, a config) is parsed and its claims asserted.
 */
export const testedSchema = z.strictObject({
  how: z.enum(['run', 'checked']),
  with: atLeast(1, z.enum(testedTools)),
  on: z.iso.date(),
})

/**
 * A code block as a page reads it: a runnable block names its `example` file, and the build (or the
 * dev server) has put the file's text into `code` and its entry of examples/tested.json into
 * `tested` (content/src/examples). The JSON an editor writes has `example` and neither of the
 * two; an inline-language block has `code` and no `example`.
 */
export const codeBlockSchema = z
  .strictObject({
    type: z.literal('code'),
    language: z.enum(codeLanguages),
    title: z.optional(text),
    example: z.optional(examplePathSchema),
    tested: z.optional(testedSchema),
    code: z.string().check(
      z.refine((code) => code.trim().length > 0, 'code is empty'),
      z.refine((code) => !code.includes('\t'), 'indent code with spaces, not tabs'),
    ),
  })
  .check(
    z.refine((block) => isRunnable(block.language) === (block.example !== undefined), {
      message:
        'a runnable code block names its file under examples/ in "example"; only text blocks hold code',
      path: ['example'],
    }),
    z.refine((block) => (block.example !== undefined) === (block.tested !== undefined), {
      message: 'an example file has an entry in examples/tested.json (what its test ran it with, and when)',
      path: ['tested'],
    }),
  )

export const tableBlockSchema = z
  .strictObject({
    type: z.literal('table'),
    caption: text,
    columns: atLeast(2, text),
    rows: atLeast(1, z.array(text)),
  })
  .check(
    z.refine(
      (table) => table.rows.every((row) => row.length === table.columns.length),
      'every row needs one cell per column',
    ),
  )

/** Text a reader pastes and fills in: a post, a welcome message, a calendar, a checklist. */
export const templateBlockSchema = z.strictObject({
  type: z.literal('template'),
  title: text,
  text: text,
})

export const calloutBlockSchema = z.strictObject({
  type: z.literal('callout'),
  tone: z.enum(['tip', 'warning']),
  text: text,
})

/** `asOf`: the month the source states (or was last updated); `checked`: the day it was read. */
const sourcedFactSchema = z.strictObject({
  type: z.literal('fact'),
  /** Set by the build when the block refers to a shared fact (content/facts/<ref>.json). */
  ref: z.optional(kebabIdSchema),
  text: text,
  /** A shared fact's statute article, as the source gives it. */
  quote: z.optional(text),
  asOf: yearMonthSchema,
  checked: z.optional(checkedDateSchema),
  source: sourceSchema,
})

/** A figure that matters but could not be confirmed from a page: shown as "to be confirmed". */
const unverifiedFactSchema = z.strictObject({
  type: z.literal('fact'),
  text: text,
  unverified: z.literal(true),
})

export const factBlockSchema = z.union([sourcedFactSchema, unverifiedFactSchema])

/** A real, publicly documented business, with what it published and where. */
export const caseBlockSchema = z.strictObject({
  type: z.literal('case'),
  name: text,
  product: text,
  channel: text,
  pricing: text,
  published: text,
  asOf: yearMonthSchema,
  checked: z.optional(checkedDateSchema),
  source: sourceSchema,
})

/** One figure of a numbers table, with its own source and dates: figures in one table age apart. */
export const numbersRowSchema = z.strictObject({
  label: text,
  value: text,
  source: sourceSchema,
  asOf: yearMonthSchema,
  checked: z.optional(checkedDateSchema),
})

/** Prices, fees, quotas, limits, thresholds or deadlines a founder plans with, three or more. */
export const numbersBlockSchema = z.strictObject({
  type: z.literal('numbers'),
  caption: text,
  rows: atLeast(3, numbersRowSchema),
})

export const articleBlockSchema = z.union([
  codeBlockSchema,
  templateBlockSchema,
  numbersBlockSchema,
  tableBlockSchema,
  calloutBlockSchema,
  factBlockSchema,
  caseBlockSchema,
])

/**
 * A section's anchor and the key of the notes, bookmarks and reading position learners keep on it.
 * It stays with the section's text: a new section takes the next number never used in the guide, and
 * a deleted section's number goes into `retiredSectionIds`, so no stored note lands on other text.
 */
export const sectionIdSchema = z
  .string()
  .check(z.regex(/^section-[1-9]\d*$/, 'expected a section id such as section-7'))

export const articleSectionSchema = z.strictObject({
  id: sectionIdSchema,
  heading: text,
  paragraphs: atLeast(1, text),
  list: z.optional(atLeast(1, text)),
  steps: z.optional(atLeast(1, articleStepSchema)),
  blocks: z.optional(atLeast(1, articleBlockSchema)),
})

/**
 * `kind`: "reader" when a fact, price or rule changed or a section was added; "editorial" for
 * wording and spelling, which a returning reader need not reread. `section`: the stable id of the
 * section the change is in, when it is in one, so that a returning reader is taken to it.
 */
export const changeLogEntrySchema = z.strictObject({
  date: z.iso.date(),
  kind: z.enum(['reader', 'editorial']),
  text: text,
  section: z.optional(sectionIdSchema),
})

/** Step ids repeated within one guide; a tick stored under a repeated id would mark two steps. */
export function repeatedStepIds(sections: readonly { steps?: readonly { id: string }[] }[]): string[] {
  const ids = sections.flatMap((section) => (section.steps ?? []).map((step) => step.id))
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))]
}

/** Section ids a guide repeats, or that name a retired section: either would move a learner's note. */
export function misusedSectionIds(article: {
  sections: readonly { id: string }[]
  retiredSectionIds?: readonly string[]
}): string[] {
  const ids = article.sections.map((section) => section.id)
  const retired = new Set(article.retiredSectionIds)
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index || retired.has(id)))]
}

/** The id a new section takes: the next number no section of the guide has had. */
export function nextSectionId(article: {
  sections: readonly { id: string }[]
  retiredSectionIds?: readonly string[]
}): string {
  const numbers = [
    ...article.sections.map((section) => section.id),
    ...(article.retiredSectionIds ?? []),
  ].map((id) => Number(id.slice('section-'.length)))
  return `section-${Math.max(0, ...numbers) + 1}`
}

/** A playbook's steps: three or more, each with its details (a step has all of them or none). */
export function playbookStepsComplete(
  sections: readonly { steps?: readonly { guide?: string }[] }[],
): boolean {
  const steps = sections.flatMap((section) => section.steps ?? [])
  return steps.length >= 3 && steps.every((step) => step.guide !== undefined)
}

/** The shape every guide article JSON file (public/locales/{lng}/articles/...) must have. */
export const articleSchema = z
  .strictObject({
    /** Still being written: only `npm run dev` shows it, under a banner, and the checker asks for its shape only. */
    draft: z.optional(z.literal(true)),
    /** A path through several guides: every step says what it costs, how long it takes, where that comes from and which guide goes deeper. */
    playbook: z.optional(z.literal(true)),
    title: text,
    intro: text,
    /** Kept for the page header; must equal the newest change-log date. */
    lastReviewed: z.iso.date(),
    changeLog: atLeast(1, changeLogEntrySchema),
    sections: atLeast(4, articleSectionSchema),
    /** The ids of deleted sections, never given to another section (see sectionIdSchema). */
    retiredSectionIds: z.optional(atLeast(1, sectionIdSchema)),
    resources: atLeast(1, articleLinkSchema),
    /** Whole minutes to read it, which the build works out from the text (content/src/examples/reading-time.ts); never written by hand. */
    readingMinutes: z.optional(z.int().check(z.positive())),
    /** The second reader's check, as the page states it: worked out by the build from content/reviews/; never written by hand. */
    review: z.optional(
      z.strictObject({
        claims: z.int().check(z.positive()),
        sources: z.int().check(z.nonnegative()),
        official: z.int().check(z.nonnegative()),
        reviewed: z.iso.date(),
        /** False once the guide has changed since its review. */
        current: z.boolean(),
      }),
    ),
  })
  .check(
    z.refine(
      (article) =>
        article.lastReviewed ===
        [...article.changeLog]
          .map((entry) => entry.date)
          .sort()
          .at(-1),
      { message: 'lastReviewed must be the newest change-log date', path: ['lastReviewed'] },
    ),
    z.refine((article) => misusedSectionIds(article).length === 0, {
      message: 'section ids must be unique within a guide and never a retired one',
      path: ['sections'],
    }),
    z.refine((article) => unknownChangeSections(article).length === 0, {
      message: "a change-log entry's section must be one of the guide's sections",
      path: ['changeLog'],
    }),
    z.refine((article) => repeatedStepIds(article.sections).length === 0, {
      message: 'step ids must be unique within a guide',
      path: ['sections'],
    }),
    z.refine((article) => !article.playbook || playbookStepsComplete(article.sections), {
      message: 'a playbook has at least 3 steps, and each has a cost, a duration, sources and a guide',
      path: ['sections'],
    }),
  )

export type Article = z.infer<typeof articleSchema>
export type ArticleSection = z.infer<typeof articleSectionSchema>
export type ArticleLink = z.infer<typeof articleLinkSchema>
export type ArticleSource = z.infer<typeof sourceSchema>
export type DatedSource = z.infer<typeof datedSourceSchema>
export type ArticleStep = z.infer<typeof articleStepSchema>
export type ArticleBlock = z.infer<typeof articleBlockSchema>
export type CodeBlock = z.infer<typeof codeBlockSchema>
export type Tested = z.infer<typeof testedSchema>
export type TableBlock = z.infer<typeof tableBlockSchema>
export type TemplateBlock = z.infer<typeof templateBlockSchema>
export type NumbersBlock = z.infer<typeof numbersBlockSchema>
export type NumbersRow = z.infer<typeof numbersRowSchema>
export type CalloutBlock = z.infer<typeof calloutBlockSchema>
export type FactBlock = z.infer<typeof factBlockSchema>
export type CaseBlock = z.infer<typeof caseBlockSchema>
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>
