import { useTranslation } from 'react-i18next'
import type { Tested } from '@super-individual/content'

/**
 * "Tested with Node 20, on 26 November 2026" under a snippet: what its test in examples/ ran it with
 * (or parsed it with, for a file nothing here can run), and when, so a reader knows what to expect.
 */
export function TestedNote({ tested }: { tested: Tested }) {
  const { t } = useTranslation('guides')
  return (
    <p className="border-t border-border px-3 py-1.5 text-xs text-muted-foreground">
      {t(tested.how === 'run' ? 'blocks.tested.run' : 'blocks.tested.checked', {
        tools: tested.with.map((tool) => t(`blocks.tested.tools.${tool}`)),
        date: new Date(`${tested.on}T00:00:00`),
        formatParams: { tools: { type: 'conjunction' }, date: { dateStyle: 'long' } },
      })}
    </p>
  )
}
