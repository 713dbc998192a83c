import { useTranslation } from 'react-i18next'
import { ExternalLink } from '@/components/page/external-link'
import type { ArticleSource } from '@super-individual/content'

/** The page a figure comes from; a reprint, blog or forum is marked as a secondary source. */
export function SourceLink({ source }: { source: ArticleSource }) {
  const { t } = useTranslation('guides')
  return (
    <>
      <ExternalLink href={source.url} className="break-words text-primary hover:underline">
        {source.label}
      </ExternalLink>
      {!source.primary && (
        <span className="ml-1.5 inline-block rounded bg-muted px-1.5 text-[11px] font-medium whitespace-nowrap text-muted-foreground">
          {t('blocks.secondarySource')}
        </span>
      )}
    </>
  )
}
