const HOUR = 60 * 60 * 1000

/** The demo's sample object: one value for every format the site uses (docs/product-behaviour.md). */
export const demoSample = {
  price: 9999,
  /** Percentage points. */
  discount: 20,
  /** The sample was "last updated" this long before the page opened. */
  lastUpdateAgoMs: 2 * HOUR,
  features: ['interpolation', 'pluralization', 'formatting', 'detection'] as const,
}

export type DemoFeature = (typeof demoSample.features)[number]
