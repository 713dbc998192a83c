import { AlertTriangle } from 'lucide-react'
import type { ReactNode } from 'react'

interface ErrorScreenProps {
  title: string
  message: string
  action: ReactNode
}

/** Full-width message used by the error boundary and the translation error screen. */
export function ErrorScreen({ title, message, action }: ErrorScreenProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      {action}
    </div>
  )
}
