import type { Segment } from './snippet'

/** Text with its matched runs in <mark>: React writes them as text, so a query can never inject markup. */
export function HighlightedText({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) =>
    segment.hit ? (
      <mark key={index} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  )
}
