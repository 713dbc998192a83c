import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { RecordCounts } from './record-counts'
import type { ImportAnswer, WaitingRecords } from './store/visitor-import'

interface ImportQuestionDialogProps {
  waiting: WaitingRecords
  onAnswer: (answer: ImportAnswer) => void
}

/**
 * Asked at sign-in when this browser holds notes, bookmarks, ticks or completions made while nobody
 * was signed in: on a shared computer they may be someone else's. Closing it keeps them here.
 */
export default function ImportQuestionDialog({ waiting, onAnswer }: ImportQuestionDialogProps) {
  const { t } = useTranslation('learning')
  return (
    <Dialog open onOpenChange={(open) => !open && onAnswer('keep')}>
      <DialogContent closeLabel={t('importQuestion.close')}>
        <DialogTitle className="pr-8">{t('importQuestion.title')}</DialogTitle>
        <DialogDescription className="mt-2">{t('importQuestion.body')}</DialogDescription>
        <RecordCounts records={waiting} />
        <p className="mt-3 text-sm text-muted-foreground">{t('importQuestion.quiet')}</p>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse sm:flex-wrap">
          <Button onClick={() => onAnswer('add')}>{t('importQuestion.add')}</Button>
          <Button variant="outline" onClick={() => onAnswer('keep')}>
            {t('importQuestion.keep')}
          </Button>
          <Button variant="ghost" onClick={() => onAnswer('discard')}>
            {t('importQuestion.discard')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
