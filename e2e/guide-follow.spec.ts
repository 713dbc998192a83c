import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { accountRows } from './support/account-rows'
import { createConfirmedAccount, logIn, signedInElsewhere } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { openHydrated } from './support/fresh-page'
import { languages, locale, pathIn } from './support/locales'

// Readers who return (issue 60): a learner follows a guide from its page, finds it on My learning
// with its newest change, on a second browser too, and unfollows; the follow control's feed link
// points at the guide's own Atom feed, which lists its reader-facing changes.

const guide = '/marketing/research/seo'
const articleId = 'marketing/research-seo'
const words = {
  en: {
    follow: 'Follow this guide',
    feed: 'Feed of its changes (Atom)',
    unfollow: /^Unfollow /,
    data: 'Your learning data',
    exportJson: 'Export as JSON',
  },
  zh: {
    follow: '关注这篇指南',
    feed: '更新订阅源（Atom）',
    unfollow: /^取消关注“/,
    data: '我的学习数据',
    exportJson: '导出为 JSON',
  },
}

test.use({ viewport: { width: 1280, height: 900 } })
// Each journey signs in twice.
test.slow()

for (const language of languages) {
  const article = locale<{ title: string; changeLog: { date: string; kind: string; text: string }[] }>(
    language,
    `articles/${articleId}`,
  )
  const readerEntries = article.changeLog.filter((entry) => entry.kind === 'reader')
  const newestDay = readerEntries
    .map((entry) => entry.date)
    .sort()
    .at(-1)!
  const newest = readerEntries.filter((entry) => entry.date === newestDay).at(-1)!

  test(`a learner follows a guide, sees it on My learning on two browsers, and unfollows (${language})`, async ({
    page,
    browser,
  }) => {
    const account = await createConfirmedAccount()
    await openHydrated(page, language, guide)
    await logIn(page, account, { language })
    const bar = page.getByTestId('guide-notebook')
    const follow = bar.getByRole('button', { name: words[language].follow })
    await expect(follow).toHaveAttribute('aria-pressed', 'false')
    await follow.click()
    await expect(follow).toHaveAttribute('aria-pressed', 'true')
    await expectNoAxeViolations(page, { include: '[data-testid="guide-notebook"]' })
    await expect
      .poll(
        () =>
          accountRows<{ article_id: string }>(account, 'guide_follows?select=article_id&deleted_at=is.null'),
        {
          timeout: 20_000,
        },
      )
      .toEqual([{ article_id: articleId }])

    // The feed link beside it: the guide's own feed, with its reader-facing entries.
    const feedHref = await bar.getByRole('link', { name: words[language].feed }).getAttribute('href')
    expect(feedHref).toBe(pathIn(language, `/feeds/${articleId}.xml`))
    const feed = await page.request.get(feedHref!)
    expect(feed.ok()).toBe(true)
    const xml = await feed.text()
    expect(xml).toMatch(/^<\?xml[^>]*\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/)
    const entries = xml.match(/<entry>/g) ?? []
    expect(entries).toHaveLength(readerEntries.length)

    // The follow is in the learner's data export.
    await openHydrated(page, language, '/settings')
    const download = page.waitForEvent('download')
    await page
      .getByRole('region', { name: words[language].data })
      .getByRole('button', { name: words[language].exportJson })
      .click()
    const exported = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
      guide_follows?: { article_id: string }[]
    }
    expect(exported.guide_follows?.map((row) => row.article_id)).toEqual([articleId])

    // Another browser signed in as them: the guide is followed there, listed with its newest change.
    const other = await signedInElsewhere(browser, account)
    // It signed in on an English page, and remembers that language until told otherwise.
    await other.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language)
    await openHydrated(other, language, '/learning')
    const list = other.getByTestId('follow-list')
    await expect(list.getByRole('link')).toHaveText([article.title])
    await expect(list.getByRole('listitem')).toContainText(newest.text)
    await expectNoAxeViolations(other, { include: 'main' })
    await list.getByRole('button', { name: words[language].unfollow }).click()
    await expect(list).toBeHidden()
    await expect
      .poll(
        () =>
          accountRows<{ article_id: string }>(account, 'guide_follows?select=article_id&deleted_at=is.null'),
        {
          timeout: 20_000,
        },
      )
      .toEqual([])
    await other.context().close()

    // Back on the first browser, the unfollow arrives with its next sync (opening the guide pulls).
    await openHydrated(page, language, guide)
    await expect(
      page.getByTestId('guide-notebook').getByRole('button', { name: words[language].follow }),
    ).toHaveAttribute('aria-pressed', 'false')
  })
}
