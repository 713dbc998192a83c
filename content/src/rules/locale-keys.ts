/** Flattens a locale JSON value into dotted key paths mapped to their leaf values. */
export function flattenLocale(value: unknown, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>()
  const visit = (node: unknown, path: string) => {
    if (node !== null && typeof node === 'object') {
      const entries = Array.isArray(node)
        ? node.map((item, index) => [String(index), item] as const)
        : Object.entries(node)
      if (entries.length === 0) keys.set(path, node)
      for (const [key, child] of entries) visit(child, path ? `${path}.${key}` : key)
      return
    }
    keys.set(path, node)
  }
  visit(value, prefix)
  return keys
}

export function isEmptyLeaf(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === ''
  if (value === null || value === undefined) return true
  if (typeof value === 'object') return Object.keys(value).length === 0
  return false
}

/** Keys present in one side only, as readable lines. */
export function keyDifferences(zh: Map<string, unknown>, en: Map<string, unknown>): string[] {
  const lines: string[] = []
  for (const key of zh.keys()) if (!en.has(key)) lines.push(`missing in en: ${key}`)
  for (const key of en.keys()) if (!zh.has(key)) lines.push(`missing in zh: ${key}`)
  return lines
}
