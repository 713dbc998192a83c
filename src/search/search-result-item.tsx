import { memo, Suspense, type MouseEvent } from 'react'
import { useGuideMarks } from '@/components/section/guide-marks'
import { UpdatedMark } from '@/components/section/updated-mark'
import { cn } from '@/lib/cn'
import { HighlightedText } from './highlighted-text'
import { useResultAside } from './result-aside'
import type { ResultView } from './result-view'
import type { Segment } from './snippet'
import { usePaintedOnce } from './use-painted-once'

interface SearchResultItemProps {
  result: ResultView
  /** The section's name, or the name for pages outside the sections. */
  section: string
  separator: string
  /** For a page in the other language: its small tag ("EN") and what the tag means, read out. */
  languageTag?: string
  languageName?: string
  /** Called on a click: opens a page of the language shown in the app (see SearchResultList). */
  onOpen: (event: MouseEvent<HTMLAnchorElement>, result: ResultView) => void
  className?: string
}

const plain = (segments: Segment[]) => segments.map((segment) => segment.text).join('')

/**
 * One result: the page title as the link, its section, and the matched part with its heading; a
 * page in the other language is tagged and opens in that language, as a whole document. Memoised with the labels as
 * strings: a key press that keeps a result renders nothing of it again. The app's control for a
 * result (a guide's bookmark) sits beside the link, a button not being allowed inside one, and
 * follows it in the Tab order. It comes in the frame after the result: eight bookmarks (their
 * hooks, buttons and icons) were a quarter of a key press at a 4x CPU slowdown, and the reader
 * reads the results first. Its place is kept beside the title, so nothing moves when it comes.
 */
export const SearchResultItem = memo(function SearchResultItem({
  result,
  section,
  separator,
  languageTag,
  languageName,
  onOpen,
  className,
}: SearchResultItemProps) {
  // The page's own words are in its language; the tag and section name are in the one shown.
  const lang = result.foreign ? result.language : undefined
  const Aside = useResultAside()
  const asideShown = usePaintedOnce(Aside !== null)
  const { isUpdated } = useGuideMarks()
  const link = (
    // A plain link, its click handled by the list: react-router's Link cost a third of a key
    // press's rendering with eight results at a 4x CPU slowdown.
    <a
      href={result.href + (result.hash ? `#${result.hash}` : '')}
      hrefLang={result.foreign ? result.language : undefined}
      onClick={(event) => onOpen(event, result)}
      data-search-result=""
      className={cn(
        'relative block rounded-md border border-transparent px-3 py-2 hover:border-border hover:bg-muted focus-visible:border-ring focus-visible:bg-muted focus-visible:outline-none',
        className,
      )}
    >
      {/* The control beside a result sits at its top right, beside this line; the text below has the whole width. */}
      <span className={cn('flex flex-wrap items-baseline justify-between gap-x-3', Aside && 'pr-8')}>
        <span className="font-medium text-primary">
          {languageTag && (
            <span className="mr-2 inline-block rounded border border-border px-1 py-px align-[0.1em] text-[0.7rem] font-semibold leading-none text-muted-foreground">
              <span aria-hidden="true">{languageTag}</span>
              <span className="sr-only">{languageName}</span>
            </span>
          )}
          <span lang={lang}>
            <HighlightedText segments={result.title} />
          </span>
        </span>
        <span className="text-xs text-muted-foreground">{section}</span>
      </span>
      <span lang={lang} className="mt-1 block text-sm leading-6 text-muted-foreground">
        {result.heading && (
          <span className="font-medium text-foreground">
            <HighlightedText segments={result.heading} />
            {separator}
          </span>
        )}
        <HighlightedText segments={result.snippet} />
      </span>
      {isUpdated(result.to) && <UpdatedMark placement="tab" className="right-12" />}
    </a>
  )
  if (!Aside) return link
  return (
    <div className="relative">
      {link}
      {asideShown && (
        <div className="absolute right-0 top-0">
          <Suspense fallback={null}>
            <Aside
              to={result.to}
              hash={result.hash}
              title={plain(result.title)}
              heading={result.heading && plain(result.heading)}
            />
          </Suspense>
        </div>
      )}
    </div>
  )
})
