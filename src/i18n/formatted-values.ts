import type { Formatter, i18n } from 'i18next'

/**
 * The words each formatted placeholder of a prerendered page (a date, a list, a number, a price, a
 * relative time) came out as, by format, language, options and value. The build records them while
 * it renders the page and writes them into the page; hydration takes the same words from there
 * instead of starting Intl, whose first date, list or currency formatter in a tab costs 25-65 ms of
 * main thread in Chromium (measured on this project's 2-core machine, unthrottled), right in the
 * middle of hydration. A value not recorded (another page reached in the app, the other language,
 * the reader's own time) is formatted by i18next's built-in format as before.
 */
export type FormattedValues = Record<string, string>

const formatNames = ['number', 'currency', 'datetime', 'relativetime', 'list'] as const
type FormatName = (typeof formatNames)[number]
type Options = Record<string, unknown>

/**
 * Without a zone Intl writes a date's local wall-clock time, so "2026-11-05T00:00:00" (local
 * midnight, a different instant in each zone) reads the same at the build and in every browser.
 */
const wallClock = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString()

/**
 * The key a formatted value is recorded under: the format, the language, the value and every
 * option the placeholder was formatted with (so two placeholders Intl would write differently never
 * share one). Undefined for a value never recorded.
 */
export function formattedValueKey(
  name: FormatName,
  language: string,
  value: unknown,
  options: Options,
): string | undefined {
  // The reader's own zone's name is not the build machine's.
  if (options.timeZoneName !== undefined) return undefined
  const inZone = options.timeZone !== undefined
  try {
    return `${name}|${language}|${JSON.stringify(
      [value, options],
      function (this: unknown, key: string, json: unknown) {
        const raw = (this as Options)[key]
        return raw instanceof Date ? (inZone ? raw.getTime() : wallClock(raw)) : json
      },
    )}`
  } catch {
    return undefined
  }
}

type Format = (value: unknown, lng: string | undefined, options: Options) => string

/**
 * Wraps i18next's built-in Intl formats on a started instance: each value is taken from `known`
 * when it is there, otherwise formatted by the built-in format (which keeps one Intl formatter per
 * language and options) and added to `record` when one is given.
 */
export function formatValuesWith(
  instance: i18n,
  { known, record }: { known?: FormattedValues; record?: FormattedValues },
) {
  // `formats` is the formatter's table of built-in formats: not in i18next's types, so a version
  // that moves it fails here, at start-up and in every test, rather than formatting nothing.
  const formatter = instance.services.formatter as
    (Formatter & { formats?: Record<string, Format> }) | undefined
  for (const name of formatNames) {
    const builtIn = formatter?.formats?.[name]
    if (!formatter || !builtIn) throw new Error(`i18next's built-in "${name}" format is not where it was`)
    formatter.add(name, (value: unknown, lng: string | undefined, options: Options) => {
      const key = formattedValueKey(name, lng ?? instance.language, value, options)
      // The page's JSON, read as it is: anything but text there is formatted anew.
      const given: unknown = key === undefined ? undefined : known?.[key]
      if (typeof given === 'string') return given
      const text = builtIn(value, lng, options)
      if (key !== undefined && record) record[key] = text
      return text
    })
  }
}
