import { expect, type Page } from '@playwright/test'

/** A section's heading text, by its number (`#section-2`). */
export const heading = async (page: Page, section: number) =>
  (await page.locator(`#section-${section}`).textContent()) ?? ''

/** Opens section's note (English page), types into it and waits until the page says where it is kept. */
export async function writeNote(
  page: Page,
  section: number,
  text: string,
  saved: string | RegExp = 'Saved to your account.',
) {
  const name = await heading(page, section)
  const open = page.getByRole('button', {
    name: new RegExp(`^(Write a note on|Your note on) “${escape(name)}”$`),
  })
  if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click()
  const box = page.getByRole('textbox', { name: `Your note on “${name}”` })
  await box.fill(text)
  await expect(page.locator(`#note-section-${section}`).getByTestId('note-status')).toHaveText(saved)
}
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
