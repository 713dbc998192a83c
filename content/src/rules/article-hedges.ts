/**
 * Hedges: words that soften a claim ("usually", 可能). A guide a founder can act on states what is
 * true and when; the counter shows where it still hedges. The word lists are fixed (issue 27) so
 * counts compare across reviews. Deferrals ("以官方为准", "check the official page") are counted
 * apart, in article-stats.ts.
 */
const zhHedges = ['可能', '通常', '往往', '大多', '一般', '大致', '也许', '或许', '原则上', '基本上', '大概']
const zhHedge = new RegExp(zhHedges.join('|'), 'g')
// Lower-case "may" only: "May" is as often the month ("as of May 2025") as the verb.
const enHedge =
  /\b(?:[Uu]sually|may|[Oo]ften|[Gg]enerally|[Ll]ikely|[Tt]ypically|[Tt]ends? to|[Mm]ight|[Pp]erhaps|[Ii]n principle|[Pp]robably)\b/g

export function countHedges(text: string, language: 'zh' | 'en'): number {
  return text.match(language === 'zh' ? zhHedge : enHedge)?.length ?? 0
}
