import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import SharePanel from './share-panel'

const url = 'https://example.com/en/marketing/research/seo'

const stubNavigator = (values: Partial<Record<'clipboard' | 'share', unknown>>) => {
  for (const [key, value] of Object.entries(values))
    Object.defineProperty(navigator, key, { value, configurable: true })
}

afterEach(() => stubNavigator({ share: undefined }))

const renderPanel = (language: 'zh' | 'en') =>
  renderWithI18n(<SharePanel open onOpenChange={() => {}} url={url} />, language)

/** Clicks a button of the panel and lets the clipboard's promise settle. */
async function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }))
  await act(async () => {})
}

describe('SharePanel', () => {
  it('copies the link and says so, or says how to copy it by hand when the clipboard refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'))
    stubNavigator({ clipboard: { writeText } })
    await renderPanel('en')
    expect(screen.getByRole('dialog', { name: 'Share this guide' })).toBeInTheDocument()
    expect(screen.getByLabelText('Page link')).toHaveValue(url)

    await press('Copy link')
    expect(writeText).toHaveBeenCalledWith(url)
    expect(screen.getByRole('status')).toHaveTextContent('Link copied')

    await press('Copy link')
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy')
  })

  it('copies the guide’s own Markdown copy, fetched from this origin, and says when it cannot', async () => {
    const fetched = vi
      .fn()
      .mockResolvedValueOnce(new Response('# SEO in China and Abroad\n'))
      .mockResolvedValueOnce(new Response('', { status: 404 }))
    vi.stubGlobal('fetch', fetched)
    const writeText = vi.fn().mockResolvedValue(undefined)
    // jsdom has no ClipboardItem: the text is written once it has arrived.
    stubNavigator({ clipboard: { writeText } })
    await renderPanel('en')

    await press('Copy as Markdown')
    expect(fetched).toHaveBeenCalledWith('/en/marketing/research/seo.md')
    expect(writeText).toHaveBeenCalledWith('# SEO in China and Abroad\n')
    expect(screen.getByRole('status')).toHaveTextContent('Copied the guide as Markdown')

    await press('Copy as Markdown')
    expect(writeText).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the Markdown')
    vi.unstubAllGlobals()
  })

  it('offers the system share sheet only where the browser has one', async () => {
    const { unmount } = await renderPanel('zh')
    expect(screen.queryByRole('button', { name: '用系统分享…' })).not.toBeInTheDocument()
    unmount()

    const share = vi.fn().mockResolvedValue(undefined)
    stubNavigator({ share })
    await renderPanel('zh')
    fireEvent.click(screen.getByRole('button', { name: '用系统分享…' }))
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url }))
  })

  it('draws a QR code of the link, named for screen readers', async () => {
    await renderPanel('zh')
    const qr = screen.getByRole('img', { name: '本页二维码' })
    // Version 3 or 4 for a URL this long: 29-33 modules plus the quiet zone, and hundreds of dark squares.
    expect(qr.getAttribute('viewBox')).toMatch(/^0 0 (37|41) (37|41)$/)
    expect(qr.querySelector('path')?.getAttribute('d')?.match(/M/g)?.length).toBeGreaterThan(200)
  })
})
