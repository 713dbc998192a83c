import { NumberedSteps } from '@/components/page/numbered-steps'
import type { DifyContent } from './dify-content'

/** How to start, as numbered steps. */
export function DifyStartSteps({ start }: { start: DifyContent['start'] }) {
  return (
    <section aria-labelledby="dify-start-title">
      <h2 id="dify-start-title" className="text-2xl font-bold tracking-tight">
        {start.title}
      </h2>
      <NumberedSteps steps={start.steps} variant="plain" className="mt-5" />
    </section>
  )
}
