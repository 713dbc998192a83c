import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { RecordCounts } from './record-counts'
import type { SignOutAnswer, SignOutQuestion } from './sign-out-question-state'

interface SignOutQuestionDialogProps {
  question: SignOutQuestion
  onAnswer: (answer: SignOutAnswer) => Promise<boolean>
}

/**
 * Asked when the reader signs out while changes have not reached the account. Closing it keeps the
 * reader signed in. With "remember me" off (a shared computer) discarding is the default button.
 */
export default function SignOutQuestionDialog({ question, onAnswer }: SignOutQuestionDialogProps) {
  const { t } = useTranslation('learning')
  const [sending, setSending] = useState(false)
  const [offline, setOffline] = useState(false)
  const send = async () => {
    setSending(true)
    setOffline(false)
    const sent = await onAnswer('send')
    setSending(false)
    setOffline(!sent)
  }
  const discardFirst = !question.remembered
  const defaultAnswer = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open onOpenChange={(open) => !open && void onAnswer('cancel')}>
      <DialogContent
        closeLabel={t('signOutQuestion.close')}
        onOpenAutoFocus={(event) => {
          // The default answer, not the first button, takes the focus.
          event.preventDefault()
          defaultAnswer.current?.focus()
        }}
      >
        <DialogTitle className="pr-8">{t('signOutQuestion.title')}</DialogTitle>
        <DialogDescription className="mt-2">{t('signOutQuestion.body')}</DialogDescription>
        <RecordCounts records={question.unsent} />
        {offline && (
          <p role="alert" className="mt-3 text-sm font-medium text-destructive">
            {t('signOutQuestion.offline')}
          </p>
        )}
        <div className="mt-5 flex flex-col gap-2">
          <Button
            ref={discardFirst ? undefined : defaultAnswer}
            variant={discardFirst ? 'outline' : 'primary'}
            disabled={sending}
            onClick={() => void send()}
          >
            {sending ? t('signOutQuestion.sending') : t('signOutQuestion.send')}
          </Button>
          <Button
            ref={discardFirst ? defaultAnswer : undefined}
            variant={discardFirst ? 'primary' : 'outline'}
            disabled={sending}
            onClick={() => void onAnswer('discard')}
          >
            {t('signOutQuestion.discard')}
          </Button>
          <Button variant="ghost" disabled={sending} onClick={() => void onAnswer('keep')}>
            {t('signOutQuestion.keep')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
