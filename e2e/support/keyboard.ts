import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Fails unless the focused element matches :focus-visible and paints an outline or a ring
 * (Tailwind's ring is a box-shadow), so a keyboard user can see where they are.
 */
export async function expectVisibleFocus(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const element = document.activeElement
        if (!element || element === document.body) return 'nothing is focused'
        const style = getComputedStyle(element)
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        const ring = style.boxShadow !== 'none'
        const what = `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`
        if (!element.matches(':focus-visible')) return `${what} is focused but not :focus-visible`
        return outline || ring ? 'visible' : `${what} shows no outline or ring`
      }),
    )
    .toBe('visible')
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement)

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus shows at every stop. */
export async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 40 } = {}) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    await expectVisibleFocus(page)
    if (await isFocused(target)) return
  }
  throw new Error(`${target} not reached in ${maxPresses} presses of Tab`)
}
