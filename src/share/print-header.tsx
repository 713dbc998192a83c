import { useTranslation } from 'react-i18next'

const longDate = { dateStyle: 'long' } as const
const day = (date: string) => new Date(`${date}T00:00:00`)

/** Shown only on paper: where the guide lives and when it appeared and last changed. */
export function PrintHeader({ url, published, reviewed }: { url: string | null; published: string; reviewed: string }) {
  const { t } = useTranslation('share')
  return (
    <div data-testid="print-header" className="hidden text-sm print:mb-4 print:block">
      {url && <p>{t('print.url', { url })}</p>}
      <p>
        {t('print.dates', {
          published: day(published),
          reviewed: day(reviewed),
          formatParams: { published: longDate, reviewed: longDate },
        })}
      </p>
    </div>
  )
}
