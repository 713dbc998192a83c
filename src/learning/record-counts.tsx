import { useTranslation } from 'react-i18next'
import type { WaitingRecords } from './store/visitor-import'

const kinds = ['notes', 'bookmarks', 'ticks', 'follows', 'completed'] as const

/** "2 notes", "1 guide marked as read": the records a question is about, one per line. */
export function RecordCounts({ records }: { records: WaitingRecords }) {
  const { t } = useTranslation('learning')
  return (
    <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
      {kinds
        .filter((kind) => records[kind] > 0)
        .map((kind) => (
          <li key={kind}>{t(`records.${kind}`, { count: records[kind] })}</li>
        ))}
    </ul>
  )
}
