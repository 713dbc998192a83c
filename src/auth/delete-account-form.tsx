import { Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '@/components/form/form-alert'
import { FormField } from '@/components/form/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { useAuth } from './auth-context'

/**
 * Deleting an account cannot be undone, so the learner types their own email address first; the
 * button stays disabled until it matches.
 */
export function DeleteAccountForm({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const { t } = useTranslation('auth')
  const { deleteAccount } = useAuth()
  const [typed, setTyped] = useState('')
  const [deleting, setDeleting] = useState(false)
  const [failed, setFailed] = useState(false)
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!confirmed || deleting) return
    setDeleting(true)
    setFailed(false)
    try {
      const { deleted } = await deleteAccount()
      if (deleted) onDeleted()
      else setFailed(true)
    } catch (error) {
      console.error('Account deletion failed', error)
      setFailed(true)
    } finally {
      setDeleting(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormError message={failed ? t('account.deleteFailed') : null} />
      <FormField label={t('account.deleteConfirmLabel', { email })}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={deleting}
          />
        )}
      </FormField>
      <Button type="submit" variant="destructive" disabled={!confirmed || deleting}>
        {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
        {t(deleting ? 'account.deleting' : 'account.deleteAction')}
      </Button>
    </form>
  )
}
