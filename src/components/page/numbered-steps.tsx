import { cn } from '@/lib/cn'

export interface Step {
  title: string
  text: string
}

/** An ordered path of short numbered steps; two columns from the sm breakpoint when `horizontal`. */
export function NumberedSteps({ steps, horizontal = false }: { steps: Step[]; horizontal?: boolean }) {
  return (
    <ol className={cn('grid gap-4', horizontal && 'sm:grid-cols-2')}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative flex gap-4 rounded-card border border-border bg-card p-4 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-primary to-primary/70 text-sm font-bold text-primary-foreground shadow-sm"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <p className="font-semibold">{step.title}</p>
            <p className="mt-1 text-sm leading-6 text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
