// Go's time.ParseDuration, for the admin API's ban_duration ("24h", "1h30m", "-1.5h").

/** A Map: the unit is the client's text, and "1constructor" must be an unknown unit like "1d". */
const UNIT_MS = new Map<string, number>([
  ['ns', 1e-6],
  ['us', 1e-3],
  ['µs', 1e-3],
  ['μs', 1e-3],
  ['ms', 1],
  ['s', 1000],
  ['m', 60_000],
  ['h', 3_600_000],
])

const MAX_MS = 9_223_372_036_854

/** Milliseconds, or Go's error text (e.g. `time: unknown unit "d" in duration "7d"`). */
export function parseGoDuration(text: string): number | string {
  const quoted = JSON.stringify(text)
  const invalid = `time: invalid duration ${quoted}`
  let rest = text
  let sign = 1
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1
    rest = rest.slice(1)
  }
  if (rest === '0') return 0
  if (rest === '') return invalid
  let total = 0
  while (rest !== '') {
    const number = /^(\d*)(?:\.(\d*))?/.exec(rest)?.[0] ?? ''
    if (number === '' || number === '.') return invalid
    rest = rest.slice(number.length)
    const unit = /^[^\d.]*/.exec(rest)?.[0] ?? ''
    if (unit === '') return `time: missing unit in duration ${quoted}`
    const scale = UNIT_MS.get(unit)
    if (scale === undefined) return `time: unknown unit ${JSON.stringify(unit)} in duration ${quoted}`
    total += Number(number) * scale
    rest = rest.slice(unit.length)
  }
  // Go keeps durations in int64 nanoseconds (about 292 years) and refuses anything longer.
  if (!Number.isFinite(total) || total > MAX_MS) return invalid
  return sign * total
}
