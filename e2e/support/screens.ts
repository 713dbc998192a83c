import type { Page } from '@playwright/test'

/** Full page plus 900 px slices (easier to read), with the fixed header pinned to the top of the page. */
export async function saveScreens(page: Page, dir: string, name: string) {
  await page.addStyleTag({ content: '#root header.fixed { position: absolute !important; }' })
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
  const { width, height } = await page.evaluate(() => ({
    width: window.innerWidth,
    height: document.documentElement.scrollHeight,
  }))
  for (let y = 0, part = 1; y < height; y += 900, part++) {
    const clip = { x: 0, y, width, height: Math.min(900, height - y) }
    await page.screenshot({ path: `${dir}/parts/${name}-${part}.png`, fullPage: true, clip })
  }
}
