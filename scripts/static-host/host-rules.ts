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

/** The first rule whose `from` matches the path, as Netlify tries them: in file order. */
export function matchRule(rules: readonly HostRule[], pathname: string): HostRule | undefined {
  const path = withoutTrailingSlash(pathname)
  return rules.find(({ from }) => {
    if (from.endsWith('/*')) {
      const base = from.slice(0, -2)
      return path === (base || '/') || path.startsWith(`${base}/`)
    }
    return withoutTrailingSlash(from) === path
  })
}
