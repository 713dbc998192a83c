/**
 * The skeleton `npm run new:guide` writes in each language: the article schema's shape with every
 * text marked to fill in, a numbers table to complete and a change-log entry dated today. It passes
 * the checker only as a draft; removing "draft": true makes the full writing rules apply.
 */
type Language = 'zh' | 'en'

const words = {
  zh: {
    intro: '待写：一两句话，说清读完这篇指南能做成什么。',
    heading: (n: number) => `待写：第 ${n} 节标题`,
    paragraph: (n: number) => `待写：第 ${n} 节正文。`,
    caption: '待填：这张表列出的价格、费用或期限',
    label: (n: number) => `待填：第 ${n} 项`,
    value: '待填',
    source: '待填：说明这个数字的页面',
    resource: '待填：资源名称',
    resourceText: '待填：读者在这里能找到什么。',
    change: '新建草稿。',
  },
  en: {
    intro: 'To write: one or two sentences on what a reader can do after this guide.',
    heading: (n: number) => `To write: heading of section ${n}`,
    paragraph: (n: number) => `To write: the text of section ${n}.`,
    caption: 'To fill: the prices, fees or deadlines this table lists',
    label: (n: number) => `To fill: item ${n}`,
    value: 'To fill',
    source: 'To fill: the page that states this figure',
    resource: 'To fill: resource name',
    resourceText: 'To fill: what a reader finds there.',
    change: 'Draft created.',
  },
}

const sectionNumbers = [1, 2, 3, 4]

export function draftArticle(language: Language, title: string, today: string) {
  const w = words[language]
  const source = { label: w.source, url: 'https://example.com/source', primary: true }
  const numbers = {
    type: 'numbers',
    caption: w.caption,
    rows: [1, 2, 3].map((n) => ({ label: w.label(n), value: w.value, source, asOf: today.slice(0, 7) })),
  }
  return {
    draft: true,
    title,
    intro: w.intro,
    lastReviewed: today,
    changeLog: [{ date: today, kind: 'reader', text: w.change }],
    sections: sectionNumbers.map((n) => ({
      id: `section-${n}`,
      heading: w.heading(n),
      paragraphs: [w.paragraph(n)],
      ...(n === 1 ? { blocks: [numbers] } : {}),
    })),
    resources: [{ label: w.resource, url: 'https://example.com/resource', description: w.resourceText }],
  }
}
