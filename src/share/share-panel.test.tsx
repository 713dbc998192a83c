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

describe('SharePanel', () => {
  it('copies the link and says so, or says how to copy it by hand when the clipboard refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'))
    stubNavigator({ clipboard: { writeText } })
    await renderWithI18n(<SharePanel open onOpenChange={() => {}} url={url} />, 'en')
    expect(screen.getByRole('dialog', { name: 'Share this guide' })).toBeInTheDocument()
    expect(screen.getByLabelText('Page link')).toHaveValue(url)

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await act(async () => {})
    expect(writeText).toHaveBeenCalledWith(url)
    expect(screen.getByRole('status')).toHaveTextContent('Link copied')

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await act(async () => {})
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy')
  })

  it('offers the system share sheet only where the browser has one', async () => {
    const { unmount } = await renderWithI18n(<SharePanel open onOpenChange={() => {}} url={url} />, 'zh')
    expect(screen.queryByRole('button', { name: '用系统分享…' })).not.toBeInTheDocument()
    unmount()

    const share = vi.fn().mockResolvedValue(undefined)
    stubNavigator({ share })
    await renderWithI18n(<SharePanel open onOpenChange={() => {}} url={url} />, 'zh')
    fireEvent.click(screen.getByRole('button', { name: '用系统分享…' }))
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url }))
  })

  it('draws a QR code of the link, named for screen readers', async () => {
    await renderWithI18n(<SharePanel open onOpenChange={() => {}} url={url} />, 'zh')
    const qr = screen.getByRole('img', { name: '本页二维码' })
    // Version 3 or 4 for a URL this long: 29-33 modules plus the quiet zone, and hundreds of dark squares.
    expect(qr.getAttribute('viewBox')).toMatch(/^0 0 (37|41) (37|41)$/)
    expect(qr.querySelector('path')?.getAttribute('d')?.match(/M/g)?.length).toBeGreaterThan(200)
  })
})
