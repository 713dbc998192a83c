import { useTranslation } from 'react-i18next'
import { monthDate } from './month-date'

export interface SourceDates {
  /** The month the source states, YYYY-MM. */
  asOf: string
  /** The day someone read it, YYYY-MM-DD; absent until it is re-read. */
  checked?: string
}

/**
 * Both dates of a source in words: "As of May 2025, checked Nov 2026", or only the first until
 * someone has read the source again.
 */
export function useSourceDates(): (dates: SourceDates) => string {
  const { t } = useTranslation('guides')
  return ({ asOf, checked }) => {
    const month = {
      month: monthDate(asOf),
      formatParams: { month: { year: 'numeric', month: 'long' } },
    } as const
    if (!checked) return t('blocks.asOf', month)
    return t('blocks.asOfChecked', {
      ...month,
      checked: new Date(`${checked}T00:00:00`),
      formatParams: { ...month.formatParams, checked: { year: 'numeric', month: 'short' } },
    })
  }
}
