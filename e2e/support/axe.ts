import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

// WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus the experimental rules: label-in-name
// (label-content-name-mismatch, WCAG 2.5.3) is one of them and stays off without the tag.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental']
// landmark-unique is tagged best-practice only, yet two landmarks with one name leave a screen
// reader user unable to tell them apart in the landmark list. hidden-content (experimental) can
// never fail: it only lists hidden elements for a person to review, and it cost 0.75 s of the
// 2.9 s a long guide's run took, over 104 routes on a 2-core machine.
const extraRules = { 'landmark-unique': { enabled: true }, 'hidden-content': { enabled: false } }
// (options() replaces every option set before it, so it comes before withTags.)

/** Fails on any axe violation (whatever its impact), listing each rule with the elements it flags. */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  // Axe measures contrast as painted: a text fading in (the promo banner fades in a new line every
  // 3 s) is pale for a moment. Visitors who ask for reduced motion get no fade; axe sees the same.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await finishAnimations(page)
  // Legacy mode runs axe in the page itself; the default finishes every run in a new blank page,
  // which doubled each run's time (2.0 s against 0.9 s on a long guide). The site has no frames for
  // the default mode to reach. Only violations are reported: details of every passing node are
  // serialised for nothing otherwise.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: extraRules, resultTypes: ['violations'] })
    .withTags(tags)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  expect(
    violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    ),
  ).toEqual([])
}

/** Waits for the animations and transitions that do end (a dialog opening, a panel sliding). */
async function finishAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}
