import type { Article } from '@super-individual/content'
import type { GuideArticles } from '@super-individual/content/node'

type Entry = Article['changeLog'][number]

/** A guide for the feed tests: only what the changes page and the feed read is filled in. */
export function guide(id: string, path: string, logs: { zh: Entry[]; en: Entry[] }): GuideArticles {
  const article = (title: string, changeLog: Entry[]) =>
    ({
      title,
      intro: '',
      lastReviewed: changeLog.at(-1)?.date ?? '',
      changeLog,
      sections: [],
      resources: [],
    }) as Article
  return {
    id,
    section: id.split('/')[0],
    path,
    articles: { zh: article(`${id} 中文`, logs.zh), en: article(`${id} English`, logs.en) },
  }
}

export const entry = (date: string, kind: Entry['kind'] = 'reader', text = `Changed on ${date}`): Entry => ({
  date,
  kind,
  text,
})
