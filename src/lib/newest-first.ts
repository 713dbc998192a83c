/**
 * Orders ISO 8601 dates or timestamps newest first. Their characters sort as their time does, so a
 * plain comparison is enough: `localeCompare` would start ICU's collator, 18 ms of a guide's
 * hydration in Chromium (measured unthrottled on this project's 2-core machine).
 */
export const newestFirst = (first: string, second: string): number =>
  first < second ? 1 : first > second ? -1 : 0
