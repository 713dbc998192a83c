import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page/page-header'

interface LegalSection {
  heading: string
  paragraphs: string[]
}

/** Terms and privacy share one layout; their words live in the legal namespace. */
export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal')
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[]
  return (
    <article className="mx-auto max-w-prose px-4 py-10">
      <PageHeader title={t(`${document}.title`)} intro={t(`${document}.intro`)} />
      <p className="-mt-4 mb-8 text-sm text-muted-foreground">{t('updated')}</p>
      {sections.map((section) => (
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
