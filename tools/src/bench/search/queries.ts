/**
 * The fixed queries `npm run bench:search` times, per language: single characters first (the
 * slowest, since they match the most text), then words a reader of each language types. Keep the
 * lists stable so runs before and after a change compare; append rather than edit.
 */
export const benchQueries: Record<BenchLanguage, string[]> = {
  zh: [
    ...['小', '备', 'a', '小程序', '公众号', '备案', '出海', '收款', 'vercel', 'reddit', 'SEO', 'Docker'],
    // Issue 39: across languages, traditional characters, pinyin (full, initials, mixed).
    ...['mini program', '公眾號', 'gongzhonghao', 'gzh', 'gzh 菜单'],
  ],
  en: [
    ...[
      'a',
      's',
      'v',
      'vercel',
      'reddit',
      'mini program',
      'seo',
      'docker',
      'stripe',
      'tiktok',
      'payment',
      'icp filing',
    ],
    // Issue 39: across languages and typos.
    ...['小程序', 'vercell', 'subredit'],
  ],
}

/** A first query, then one sharing no term with it: what each fetches shows whether the index loads in pieces. */
export const bytesQueries: Record<BenchLanguage, [string, string]> = {
  zh: ['vercel', '公众号'],
  en: ['vercel', 'payment'],
}

export type BenchLanguage = 'zh' | 'en'
