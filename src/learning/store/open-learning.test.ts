import { expect, it } from 'vitest'
import { emptyProgress } from '../progress'
import { openLearning } from './open-learning'

const guide = 'marketing/research-seo'

it('a visitor’s session keeps the guides it shows while only the reading time changes, and the notebook until it is edited', async () => {
  const session = await openLearning(null, () => undefined)
  expect(session.progress()).toBe(emptyProgress)
  const notebook = session.notebook()

  await session.markArticle(guide, true, new Date())
  const guides = session.progress().articles
  expect(guides[guide]?.status).toBe('completed')

  await session.addReadingSeconds(30, new Date())
  expect(session.progress().articles).toBe(guides)
  expect(Object.values(session.progress().days)).toEqual([30])
  expect(session.notebook()).toBe(notebook)
  await session.close(false)
})
