/** One line of Netlify's _redirects: `from to status`; `/*` at the end of `from` matches any rest. */
export interface HostRule {
  from: string
  to: string
  status: number
}

export function parseRedirects(text: string): HostRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/)
      if (!from || !to || !/^\d{3}!?$/.test(status)) throw new Error(`Unreadable _redirects line: ${line}`)
      return { from, to, status: Number.parseInt(status, 10) }
    })
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

function matchesPattern(pattern: string, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname)
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2)
    return path === (base || '/') || path.startsWith(`${base}/`)
  }
  return withoutTrailingSlash(pattern) === path
}

/** The first rule whose `from` matches the path, as Netlify tries them: in file order. */
export function matchRule(rules: readonly HostRule[], pathname: string): HostRule | undefined {
  return rules.find(({ from }) => matchesPattern(from, pathname))
}

/** One block of Netlify's _headers: a path pattern, then indented `Name: value` lines. */
export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

export function parseHeaders(text: string): HeaderRule[] {
  const blocks: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      blocks.push({ path: line.trim(), headers: {} })
      continue
    }
    const separator = line.indexOf(':')
    const block = blocks.at(-1)
    if (!block || separator < 0) throw new Error(`Unreadable _headers line: ${line}`)
    block.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
  }
  return blocks
}

/** The headers for one path: every matching block applies, later blocks winning on the same name. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((rule) => matchesPattern(rule.path, pathname)).map((rule) => rule.headers),
  )
}
