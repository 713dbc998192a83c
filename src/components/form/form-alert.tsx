import { AlertCircle, CheckCircle2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'

export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <div className="space-y-2">{children}</div>
    </Alert>
  )
}

export function SuccessAlert({ children }: { children: ReactNode }) {
  return (
    <Alert variant="success">
      <CheckCircle2 aria-hidden="true" className="text-emerald-600" />
      <div className="space-y-2">{children}</div>
    </Alert>
  )
}

/** The form-level error above a form; nothing when there is no message. */
export function FormError({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null
  return (
    <ErrorAlert>
      <p>{message}</p>
      {children}
    </ErrorAlert>
  )
}
