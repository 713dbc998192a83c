import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '@/components/form/form-alert'
import { useGuideOutlines, type GuideOutline } from '@/learning/notebook/lists/guide-outlines'
import type { RejectedRecord } from '@/learning/store/store-state'

/** Error codes of PostgreSQL that say what was wrong with a record, by what the reader can do about it. */
const REASONS: Record<string, 'character' | 'limits'> = {
  '22P05': 'character',
  '22021': 'character',
  '22001': 'limits',
  '22003': 'limits',
  '23514': 'limits',
}

const articleOf = (record: RejectedRecord) => record.key.split('#')[0] ?? record.key
const partOf = (record: RejectedRecord) => record.key.split('#')[1] ?? ''

function useRecordName() {
  const { t } = useTranslation('learning')
  return (record: RejectedRecord, outline: GuideOutline | undefined) => {
    const guide = outline?.title ?? articleOf(record)
    const part = partOf(record)
    if (record.kind === 'note') return t('rejected.note', { guide, section: outline?.headings[part] ?? part })
    if (record.kind === 'bookmark')
      return part
        ? t('rejected.sectionBookmark', { guide, section: outline?.headings[part] ?? part })
        : t('rejected.bookmark', { guide })
    if (record.kind === 'tick')
      return t('rejected.tick', {
        guide,
        step: outline?.steps.find((step) => step.id === part)?.title ?? part,
      })
    return t('rejected.progress', { guide })
  }
}

/** The records the account would not store, each named with the database's reason, so none is lost in silence. */
export function RejectedChanges({ records }: { records: RejectedRecord[] }) {
  const { t } = useTranslation('learning')
  const outlines = useGuideOutlines(records.map(articleOf))
  const name = useRecordName()
  if (!records.length) return null
  return (
    <ErrorAlert>
      <p>{t('rejected.title', { count: records.length })}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="rejected-changes">
        {records.map((record) => {
          const reason = REASONS[record.code]
          return (
            <li key={`${record.kind}:${record.key}`}>
              {t('rejected.item', {
                what: name(record, outlines[articleOf(record)]),
                reason: reason
                  ? t(`rejected.reasons.${reason}`)
                  : t('rejected.reasons.other', { code: record.code, message: record.message }),
              })}
            </li>
          )
        })}
      </ul>
    </ErrorAlert>
  )
}
