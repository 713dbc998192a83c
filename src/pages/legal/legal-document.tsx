import { ContentUnavailable } from '@/components/content-unavailable'
import { PageHeader } from '@/components/page/page-header'
import { usePageContent } from '@/i18n/use-page-content'

/** Terms and privacy share one layout; their words live in the legal namespace. */
export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const content = usePageContent('legal', 'legal')
  if (!content.ok) return <ContentUnavailable onRetry={content.reload} standalone />
  const { updated, [document]: legal } = content.data
  return (
    <article className="mx-auto max-w-prose px-4 py-10">
      <PageHeader title={legal.title} intro={legal.intro} />
      <p className="-mt-4 mb-8 text-sm text-muted-foreground">{updated}</p>
      {legal.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}
