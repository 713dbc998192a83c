// Icons of its own: an icon it shared with the article page's chunk (Copy, Check) made that chunk
// export it, and the entry then built the page's module as a namespace object, 87 bytes on every page.
import { ClipboardCheck, Link, ScrollText, Share } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { QrCode } from './qr-code'

const confirmationMs = 2500

/** The build's Markdown copy of the page (`/<path>.md`), fetched from the page's own origin. */
const markdownPathOf = (pageUrl: string) => `${new URL(pageUrl).pathname.replace(/\/$/, '')}.md`
type CopyState = 'idle' | 'copied' | 'failed' | 'markdownCopied' | 'markdownFailed'

interface SharePanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  url: string
}

/**
 * The share panel (loaded on first use): the link to copy, the guide as Markdown to copy (the
 * site's own `.md` copy, with every source and date, for a note or an AI assistant), the system
 * share sheet where the browser has one, and a QR code for WeChat's scanner, so a reader on a
 * desktop can pass the page to a phone.
 */
export default function SharePanel({ open, onOpenChange, url }: SharePanelProps) {
  const { t } = useTranslation('share')
  const [copyState, setCopyState] = useState<CopyState>('idle')
  const canShare = typeof navigator.share === 'function'

  useEffect(() => {
    if (copyState === 'idle') return
    const timer = setTimeout(() => setCopyState('idle'), confirmationMs)
    return () => clearTimeout(timer)
  }, [copyState])

  const copyLink = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    )
  // The copy is fetched inside the click's clipboard write, which Safari allows only while the click
  // is fresh; a browser without promised clipboard items writes the text once it has arrived.
  const copyMarkdown = () => {
    const markdown = fetch(markdownPathOf(url)).then((response) => {
      if (!response.ok) throw new Error(`${response.status} for the Markdown copy`)
      return response.text()
    })
    const written =
      typeof ClipboardItem === 'function' && typeof navigator.clipboard.write === 'function'
        ? navigator.clipboard.write([
            new ClipboardItem({
              'text/plain': markdown.then((text) => new Blob([text], { type: 'text/plain' })),
            }),
          ])
        : markdown.then((text) => navigator.clipboard.writeText(text))
    return written.then(
      () => setCopyState('markdownCopied'),
      () => setCopyState('markdownFailed'),
    )
  }
  // A reader who closes the sheet is not an error: only the sheet itself says anything.
  const openShareSheet = () => navigator.share({ title: document.title, url }).catch(() => undefined)

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('panel.close')}>
        <DialogTitle>{t('panel.title')}</DialogTitle>
        <DialogDescription className="mt-2">{t('panel.description')}</DialogDescription>
        {/* Named, not labelled: a visible label's module would be split out of the sign-in forms'
            chunk, and every page's entry would list one more chunk (the super-individual page
            went over its 135 KB by that). */}
        <Input
          aria-label={t('panel.link')}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-5"
        />
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => void copyLink()}>
            {copyState === 'copied' ? <ClipboardCheck aria-hidden="true" /> : <Link aria-hidden="true" />}
            {t('panel.copy')}
          </Button>
          <Button variant="outline" onClick={() => void copyMarkdown()}>
            <ScrollText aria-hidden="true" />
            {t('panel.copyMarkdown')}
          </Button>
          {canShare && (
            <Button variant="outline" onClick={() => void openShareSheet()}>
              <Share aria-hidden="true" />
              {t('panel.systemShare')}
            </Button>
          )}
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm text-muted-foreground">
          {copyState === 'copied' && t('panel.copied')}
          {copyState === 'failed' && t('panel.copyFailed')}
          {copyState === 'markdownCopied' && t('panel.markdownCopied')}
          {copyState === 'markdownFailed' && t('panel.markdownFailed')}
        </p>
        <figure className="mt-4 flex flex-col items-center gap-2">
          <QrCode value={url} label={t('panel.qr')} />
          <figcaption className="text-center text-sm text-muted-foreground">{t('panel.qrHint')}</figcaption>
        </figure>
      </DialogContent>
    </Dialog>
  )
}
