import type { i18n } from 'i18next'

/**
 * The words each date and list placeholder of a prerendered page came out as, by format, language,
 * options and value. The build records them while it renders the page and writes them into the
 * page; hydration takes the same words from there instead of starting Intl's date and list
 * formatting, whose first use in a tab costs 25-65 ms of main thread in Chromium (measured on this
 * project's 2-core machine, unthrottled), right in the middle of a guide's hydration. A value not
 * recorded (another page reached in the app, the other language) is formatted by Intl as before.
 */
export type FormattedValues = Record<string, string>

// What Intl reads from the options: the key holds exactly these, so two placeholders that Intl
// would format differently never share one.
const intlOptionNames = {
  datetime: [
    'localeMatcher', 'formatMatcher', 'calendar', 'numberingSystem', 'hour12', 'hourCycle', 'timeZone', 'dateStyle',
    'timeStyle', 'weekday', 'era', 'year', 'month', 'day', 'dayPeriod', 'hour', 'minute', 'second',
    'fractionalSecondDigits', 'timeZoneName',
  ],
  list: ['localeMatcher', 'type', 'style'],
} as const

type FormatName = keyof typeof intlOptionNames
type IntlOptions = Record<string, unknown>

function intlOptionsOf(name: FormatName, options: Record<string, unknown>): IntlOptions {
  return Object.fromEntries(intlOptionNames[name].filter((option) => options[option] !== undefined).map((option) => [option, options[option]]))
}

function valueKey(name: FormatName, value: unknown, options: IntlOptions): string | undefined {
  if (name === 'list') return Array.isArray(value) && value.every((item) => typeof item === 'string') ? JSON.stringify(value) : undefined
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return undefined
  if (options.timeZone !== undefined) return String(value.getTime())
  // The reader's own zone's name is not the build machine's.
  if (options.timeZoneName !== undefined) return undefined
  // Without a zone Intl writes the local wall-clock time, so "2026-11-05T00:00:00" (local midnight,
  // a different instant in each zone) reads the same at the build and in every reader's browser.
  const parts = [value.getFullYear(), value.getMonth() + 1, value.getDate(), value.getHours(), value.getMinutes(), value.getSeconds(), value.getMilliseconds()]
  return parts.join('-')
}

/** The key a formatted value is recorded under, or undefined for a value that is never recorded. */
export function formattedValueKey(name: FormatName, language: string, value: unknown, options: Record<string, unknown>): string | undefined {
  const intlOptions = intlOptionsOf(name, options)
  const ofValue = valueKey(name, value, intlOptions)
  return ofValue === undefined ? undefined : `${name}|${language}|${JSON.stringify(intlOptions)}|${ofValue}`
}

function intlFormatter(name: FormatName, language: string, options: IntlOptions): (value: never) => string {
  if (name === 'list') {
    const list = new Intl.ListFormat(language, options)
    return (value: string[]) => list.format(value)
  }
  const date = new Intl.DateTimeFormat(language, options)
  return (value: Date) => date.format(value)
}

/**
 * Replaces i18next's `datetime` and `list` formats on a started instance: each value is taken from
 * `known` when it is there, otherwise formatted by Intl (one formatter per language and options, as
 * i18next keeps them) and added to `record` when one is given.
 */
export function formatValuesWith(instance: i18n, { known, record }: { known?: FormattedValues; record?: FormattedValues }) {
  const formatter = instance.services.formatter
  if (!formatter) throw new Error('i18next has no formatter: call formatValuesWith after init')
  const formatters = new Map<string, (value: never) => string>()
  for (const name of Object.keys(intlOptionNames) as FormatName[]) {
    formatter.add(name, (value: unknown, lng: string | undefined, options: Record<string, unknown>) => {
      // i18next's own formats read `en_US` as `en-US`.
      const language = (lng ?? instance.language).replace('_', '-')
      const key = formattedValueKey(name, language, value, options)
      const given = key === undefined ? undefined : known?.[key]
      if (given !== undefined) return given
      const intlOptions = intlOptionsOf(name, options)
      const formatterKey = `${name}|${language}|${JSON.stringify(intlOptions)}`
      let format = formatters.get(formatterKey)
      if (!format) {
        format = intlFormatter(name, language, intlOptions)
        formatters.set(formatterKey, format)
      }
      const text = format(value as never)
      if (key !== undefined && record) record[key] = text
      return text
    })
  }
}
