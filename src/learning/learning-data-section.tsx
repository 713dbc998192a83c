import { Download, FileDown, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadSupabaseClient } from '@/auth'
import { ErrorAlert, SuccessAlert } from '@/components/form/form-alert'
import { TitledSection } from '@/components/page/titled-section'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useLearning } from './learning-context'

type Busy = 'export' | 'markdown' | 'delete' | null
type Outcome = 'exportFailed' | 'deleted' | 'deleteFailed' | null

/** Settings: a learner takes their learning data with them, or deletes it after confirming. */
export function LearningDataSection() {
  const { t, i18n } = useTranslation('learning')
  const learning = useLearning()
  const [busy, setBusy] = useState<Busy>(null)
  const [confirming, setConfirming] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function run(
    kind: Exclude<Busy, null>,
    action: () => Promise<void>,
    failed: Outcome,
    done: Outcome = null,
  ) {
    setBusy(kind)
    setOutcome(null)
    try {
      await action()
      setOutcome(done)
    } catch (error) {
      console.error(`Learning data ${kind} failed`, error)
      setOutcome(failed)
    } finally {
      setBusy(null)
      setConfirming(false)
    }
  }

  const exportData = () =>
    run(
      'export',
      async () => {
        const [{ downloadLearningData }, client] = await Promise.all([
          import('./sync/export-data'),
          loadSupabaseClient(),
        ])
        await downloadLearningData(client)
      },
      'exportFailed',
    )
  const exportMarkdown = () =>
    run(
      'markdown',
      async () => {
        const [{ downloadNotebookMarkdown }, client] = await Promise.all([
          import('./notebook/export/download-markdown'),
          loadSupabaseClient(),
        ])
        await downloadNotebookMarkdown(client, i18n)
      },
      'exportFailed',
    )
  const deleteData = () =>
    run(
      'delete',
      async () => {
        if (!learning) throw new Error('The learning store is not available')
        await learning.clearAll()
      },
      'deleteFailed',
      'deleted',
    )

  return (
    <TitledSection id="learning-data" title={t('data.title')} intro={t('data.intro')}>
      {outcome === 'deleted' && (
        <SuccessAlert>
          <p>{t('data.deleted')}</p>
        </SuccessAlert>
      )}
      {(outcome === 'exportFailed' || outcome === 'deleteFailed') && (
        <ErrorAlert>
          <p>{t(`data.${outcome}`)}</p>
        </ErrorAlert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={busy !== null} onClick={() => void exportData()}>
          {busy === 'export' ? <Spinner /> : <Download aria-hidden="true" />}
          {t('data.export')}
        </Button>
        <Button variant="outline" disabled={busy !== null} onClick={() => void exportMarkdown()}>
          {busy === 'markdown' ? <Spinner /> : <FileDown aria-hidden="true" />}
          {t('data.exportMarkdown')}
        </Button>
        {!confirming && (
          <Button variant="outline" disabled={busy !== null} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t('data.delete')}
          </Button>
        )}
      </div>
      {confirming && (
        <div
          role="group"
          aria-labelledby="confirm-delete-learning"
          className="space-y-3 rounded-lg border border-destructive/50 p-4"
        >
          <p id="confirm-delete-learning" className="text-sm font-medium">
            {t('data.confirm')}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="destructive" disabled={busy !== null} onClick={() => void deleteData()}>
              {busy === 'delete' ? <Spinner /> : <Trash2 aria-hidden="true" />}
              {t('data.confirmDelete')}
            </Button>
            <Button variant="outline" disabled={busy !== null} onClick={() => setConfirming(false)}>
              {t('data.cancel')}
            </Button>
          </div>
        </div>
      )}
    </TitledSection>
  )
}
