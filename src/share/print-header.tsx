import { useTranslation } from 'react-i18next'

/**
 * Shown only on paper, under the guide's "last reviewed" line: where the guide lives and when it
 * first appeared, so a printout says where to find the current version and how old it is.
 */
export function PrintHeader({ url, published }: { url: string | null; published: string }) {
  const { t } = useTranslation('share')
  return (
    <div data-testid="print-header" className="hidden text-sm print:mt-1 print:block">
      {url && <p>{t('print.url', { url })}</p>}
      <p>
        {t('print.published', {
          date: new Date(`${published}T00:00:00`),
          formatParams: { date: { dateStyle: 'long' } },
        })}
      </p>
    </div>
  )
}
