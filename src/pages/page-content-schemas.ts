import type { z } from '@/lib/zod'
import type { ContentIssue, ContentKind } from '@/i18n/content-check'
import { readerChangesSchema } from './changes/reader-changes-content'
import { difySchema } from './dify/dify-content'
import { glossaryMarksSchema, glossaryTermsSchema } from '@/glossary/glossary-content'
import { articleSchema } from '@super-individual/content'
import { translationLeadsSchema } from './guides/freshness/leads-content'
import { homeSchema } from './home/home-content'
import { demoSchema } from './i18n-demo/demo-content'
import { legalSchema } from './legal/legal-content'
import { marketingSchema } from './marketing/marketing-content'
import { productsSchema } from './products-tech/products-content'
import {
  marketPageSchema,
  overviewPageSchema,
  productPathPageSchema,
  skillsPageSchema,
} from './super-individual/individual-content'
import { toolsSchema } from './tools-services/tools-content'

/**
 * What each page reads from its namespace, by the name it asks with (usePageContent). Only
 * development, the build's prerender and the tests load this module: the browser's bundle reads
 * content the build has already checked, so zod stays off every page's critical path.
 */
export const pageContentSchemas = {
  home: homeSchema,
  dify: difySchema,
  legal: legalSchema,
  demo: demoSchema,
  tools: toolsSchema,
  marketing: marketingSchema,
  products: productsSchema,
  'individual/overview': overviewPageSchema,
  'individual/skills': skillsPageSchema,
  'individual/product-path': productPathPageSchema,
  'individual/market': marketPageSchema,
  article: articleSchema,
  translationLeads: translationLeadsSchema,
  readerChanges: readerChangesSchema,
  glossaryTerms: glossaryTermsSchema,
  glossaryMarks: glossaryMarksSchema,
}

type PageContentSchemas = typeof pageContentSchemas
type ContentsOfSchemas = { [Kind in keyof PageContentSchemas]: z.output<PageContentSchemas[Kind]> }

declare module '@/i18n/content-check' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the kinds come from the schemas above
  interface PageContents extends ContentsOfSchemas {}
}

/** The problems zod finds in one page's content, each with the key path that holds it. */
export function checkPageContent(kind: ContentKind, value: unknown): ContentIssue[] {
  const parsed = pageContentSchemas[kind].safeParse(value)
  if (parsed.success) return []
  return parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }))
}
