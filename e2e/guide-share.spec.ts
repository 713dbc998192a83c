import { expect, test, type Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { expectNoAxeViolations } from './support/axe'
import { openHydrated } from './support/fresh-page'
import { languages, locale, pathIn, type Language } from './support/locales'

const guide = '/products-tech/docker/devbox'
const article = 'products-tech/docker-devbox'

interface ShareTexts {
  actions: { label: string; share: string; print: string }
  panel: {
    title: string
    copy: string
    copied: string
    qr: string
    copyMarkdown: string
    markdownCopied: string
  }
}
const texts = (language: Language) => locale<ShareTexts>(language, 'share')

/** The text a QR code in a PNG encodes, read by jsQR from the pixels. */
function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png)
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data
}

const headContent = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content')

for (const language of languages) {
  test(`a guide's social card in ${language} is a 1200x630 PNG its head names`, async ({ page, request }) => {
    await page.goto(pathIn(language, guide))
    expect(await headContent(page, 'meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await headContent(page, 'meta[property="og:image:alt"]')).toContain(
      locale<{ titles: Record<string, string> }>(language, 'navigation').titles[guide],
    )
    const image = await headContent(page, 'meta[property="og:image"]')
    if (!image) throw new Error('the guide names no og:image')

    const response = await request.get(image)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const body = await response.body()
    const png = PNG.sync.read(body)
    expect([png.width, png.height]).toEqual([1200, 630])
    expect(body.length).toBeLessThanOrEqual(100 * 1024)
  })

  test(`a reader in ${language} opens the share panel, copies the link and gets a QR code of the page`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await openHydrated(page, language, guide)
    const pageUrl = new URL(page.url())
    const address = `${pageUrl.origin}${pageUrl.pathname}`
    // The panel and the QR library are not part of the page's first load.
    expect(scripts.filter((url) => /share-panel/.test(url))).toEqual([])

    const t = texts(language)
    await page
      .getByRole('group', { name: t.actions.label })
      .getByRole('button', { name: t.actions.share })
      .click()
    const dialog = page.getByRole('dialog', { name: t.panel.title })
    await expect(dialog).toBeVisible()
    expect(scripts.filter((url) => /share-panel/.test(url))).toHaveLength(1)

    await dialog.getByRole('button', { name: t.panel.copy }).click()
    await expect(dialog.getByRole('status')).toHaveText(t.panel.copied)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

    // The guide as Markdown: the site's own copy of it, with its title and every section.
    await dialog.getByRole('button', { name: t.panel.copyMarkdown }).click()
    await expect(dialog.getByRole('status')).toHaveText(t.panel.markdownCopied)
    const markdown = await page.evaluate(() => navigator.clipboard.readText())
    const { title, sections } = locale<{ title: string; sections: { heading: string }[] }>(
      language,
      `articles/${article}`,
    )
    expect(markdown.startsWith(`# ${title}\n`)).toBe(true)
    for (const { heading } of sections) expect(markdown).toContain(`\n## ${heading}\n`)

    const qr = dialog.getByRole('img', { name: t.panel.qr })
    await expect(qr).toBeVisible()
    expect(decodeQr(await qr.screenshot())).toBe(address)
    await expectNoAxeViolations(page, { include: '[role="dialog"]' })
  })

  test(`a guide in ${language} prints without the site's frame, with its address and dates`, async ({
    page,
  }) => {
    await openHydrated(page, language, guide)
    // The browser's print dialog cannot be driven: count the calls instead.
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number }
      counted.printed = 0
      window.print = () => {
        counted.printed += 1
      }
    })
    await page.getByRole('button', { name: texts(language).actions.print }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)

    const frame = [
      page.locator('body > #root header').first(),
      page.locator('footer').first(),
      page.getByRole('complementary', {
        name: locale<{ sidebar: { title: string } }>(language, 'navigation').sidebar.title,
      }),
      page.getByRole('group', { name: texts(language).actions.label }),
      page.locator('article button').first(),
    ]
    for (const part of frame) await expect(part).toBeVisible()
    const printHeader = page.getByTestId('print-header')
    await expect(printHeader).toBeHidden()

    await page.emulateMedia({ media: 'print' })
    for (const part of frame) await expect(part).toBeHidden()
    // The guide stays whole, its callouts (an <aside> of their own) included, in black.
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('h1')).toHaveCSS('color', 'rgb(0, 0, 0)')
    await expect(page.locator('article aside').first()).toBeVisible()
    await expect(printHeader).toBeVisible()
    const pageUrl = new URL(page.url())
    await expect(printHeader).toContainText(`${pageUrl.origin}${pageUrl.pathname}`)
    // The first change-log date, as the page's formatter writes it; the page says the last review itself.
    const [published] = locale<{ changeLog: { date: string }[] }>(language, `articles/${article}`)
      .changeLog.map((entry) => entry.date)
      .sort()
    await expect(printHeader).toContainText(
      new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(`${published}T00:00:00`)),
    )

    const styles = await page.evaluate(() => {
      const external = document.querySelector<HTMLAnchorElement>('article a[href^="https://"]')
      const style = (selector: string) =>
        getComputedStyle(document.querySelector(`article ${selector}`) as Element)
      return {
        href: external?.getAttribute('href'),
        after: external ? getComputedStyle(external, '::after').content : '',
        pre: style('pre').breakInside,
        table: style('table').breakInside,
      }
    })
    expect(styles.after).toBe(`" (${styles.href})"`)
    expect(styles.pre).toBe('avoid')
    expect(styles.table).toBe('avoid')
  })
}
