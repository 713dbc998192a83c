import * as OpenCC from 'opencc-js'

// Single characters of a dictionary group's entries ("眾 衆|著 着|..."), the traditional side.
function charactersOf(groups: readonly (readonly unknown[])[]): Set<string> {
  const found = new Set<string>()
  for (const group of groups)
    for (const dict of group) {
      if (typeof dict !== 'string') continue
      for (const entry of dict.split('|')) {
        const key = entry.split(' ')[0]
        if ([...key].length === 1) found.add(key)
      }
    }
  return found
}

/**
 * Traditional characters (Taiwan, Hong Kong and OpenCC's standard forms) and the simplified one
 * each folds to, by OpenCC's data, for only the simplified characters `held` (those the index
 * holds): a query character folding to anything else would find nothing anyway. As one string of
 * pairs ("眾众號号…"), a few KB where the dictionary is megabytes.
 */
export function traditionalMap(held: ReadonlySet<string>): string {
  const candidates = charactersOf([
    ...OpenCC.Locale.from.tw,
    ...OpenCC.Locale.from.hk,
    ...OpenCC.Locale.to.cn,
  ])
  const converters = [OpenCC.Converter({ from: 'tw', to: 'cn' }), OpenCC.Converter({ from: 'hk', to: 'cn' })]
  const pairs = new Map<string, string>()
  for (const char of [...candidates].sort()) {
    for (const convert of converters) {
      const simplified = convert(char)
      if (simplified !== char && [...simplified].length === 1 && held.has(simplified)) {
        pairs.set(char, simplified)
        break
      }
    }
  }
  return [...pairs].map(([from, to]) => from + to).join('')
}
