import type { Article } from '../schema/article-schema'
import type { AskIndexGuide } from './ask-index'

type Section = Article['sections'][number]
const source = {
  source: { label: 'SAFE', url: 'https://www.safe.gov.cn/page' },
  asOf: '2026-10',
  checked: '2026-11-20',
}

/** Two small guides, zh and en with the same parts, for the answer engine's tests. */
export function fixtureGuides(): AskIndexGuide[] {
  const section = (id: string, heading: string, rest: Partial<Section>): Section =>
    ({ id, heading, paragraphs: [], ...rest }) as Section
  return [
    {
      id: 'tools-services/payments',
      path: '/tools-services/payments',
      section: 'tools-services',
      articles: {
        zh: {
          title: '收款与结汇',
          sections: [
            section('section-1', '个人结汇额度', {
              paragraphs: ['海外收入进入国内账户，要经过结汇这一步。'],
              blocks: [
                {
                  type: 'numbers',
                  caption: '额度',
                  rows: [
                    { label: '个人年度结汇便利化额度', value: '每人每年 5 万美元', ...source },
                    { label: '单笔电汇手续费', value: '约 150 元', ...source, checked: '2025-01-10' },
                  ],
                },
              ] as Section['blocks'],
            }),
            section('section-2', '开户步骤', {
              steps: [
                { title: '预约开户', text: '在银行 App 预约网点开户。', duration: '1 天' },
              ] as Section['steps'],
              list: ['带上身份证和手机号。'],
            }),
          ],
        },
        en: {
          title: 'Getting paid and converting currency',
          sections: [
            section('section-1', 'The personal conversion quota', {
              paragraphs: ['Money from abroad reaches a Chinese account through currency conversion.'],
              blocks: [
                {
                  type: 'numbers',
                  caption: 'Quotas',
                  rows: [
                    {
                      label: 'Annual personal foreign exchange quota',
                      value: 'USD 50,000 per person a year',
                      ...source,
                    },
                    { label: 'Wire transfer fee', value: 'about CNY 150', ...source, checked: '2025-01-10' },
                  ],
                },
              ] as Section['blocks'],
            }),
            section('section-2', 'Opening an account', {
              steps: [
                { title: 'Book a visit', text: 'Book a branch visit in the bank app.', duration: '1 day' },
              ] as Section['steps'],
              list: ['Bring your ID card and phone number.'],
            }),
          ],
        },
      },
    },
    {
      id: 'marketing/seo',
      path: '/marketing/seo',
      section: 'marketing',
      articles: {
        zh: {
          title: '搜索引擎优化',
          sections: [
            section('section-1', '收录', {
              paragraphs: ['新网站提交站点地图后，百度通常需要几周才收录。'],
              blocks: [
                { type: 'fact', text: '百度搜索资源平台可以提交站点地图。', unverified: true },
              ] as Section['blocks'],
            }),
          ],
        },
        en: {
          title: 'Search engine optimisation',
          sections: [
            section('section-1', 'Indexing', {
              paragraphs: [
                'After a new site submits its sitemap, Baidu usually takes a few weeks to index it.',
              ],
              blocks: [
                { type: 'fact', text: 'Baidu Search Resource Platform accepts sitemaps.', unverified: true },
              ] as Section['blocks'],
            }),
          ],
        },
      },
    },
  ]
}
