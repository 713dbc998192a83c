import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import {
  createConfirmedAccount,
  logIn,
  register,
  signedInElsewhere,
  type TestAccount,
} from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { openHydrated, openIn } from './support/fresh-page'
import { expectReactOwnsHeading } from './support/hydration'
import { accountRows } from './support/account-rows'
import { tabTo } from './support/keyboard'
import { escape, heading, writeNote } from './support/notes'
import { locale, routeTitle } from './support/locales'
import { linkFromLatestMail, uniqueEmail } from './support/mailbox'

// The learner's notebook (issue 32): bookmarks, notes per section and a guide's checklist, kept on
// the device, moved into the account at sign-up, synced between devices, exported and deleted.

const playbook = '/tools-services/playbooks/paid-from-abroad'
const playbookArticle = locale<{ title: string; sections: { steps?: unknown[] }[] }>(
  'en',
  'articles/tools-services/playbooks-paid-from-abroad',
)
const playbookTitle = playbookArticle.title
// The playbook's steps as its article holds them (the same in both languages).
const steps = playbookArticle.sections.reduce((sum, section) => sum + (section.steps?.length ?? 0), 0)

test.use({ viewport: { width: 1280, height: 900 } })
// Each journey signs up or in, and most open a second browser.
test.slow()

/** The Chinese page, for a browser that signed in on an English one (the language it remembers moves too). */
async function openInChinese(page: Page, path: string) {
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'zh'))
  await openHydrated(page, 'zh', path)
}

const accountNotes = (account: TestAccount) =>
  accountRows<{ section_id: string; body: string }>(
    account,
    'notes?select=section_id,body&deleted_at=is.null&order=section_id',
  )

/**
 * A note with a NUL in it, queued in the signed-in learner's state as a browser from before the
 * note editor cleaned its text would have stored it, and the open tabs told (as the site's own store
 * tells them, over its BroadcastChannel).
 */
function queueNoteWithNul(page: Page, articleId: string, sectionId: string) {
  return page.evaluate(
    ({ articleId, sectionId }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('learning')
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const db = request.result
          const transaction = db.transaction('records', 'readwrite')
          const records = transaction.objectStore('records')
          const keys = records.getAllKeys()
          keys.onsuccess = () => {
            const owner = keys.result.map(String).find((key) => key !== 'visitor')
            if (!owner) return reject(new Error('no signed-in learner in the store'))
            const read = records.get(owner)
            read.onsuccess = () => {
              const state = read.result
              const at = new Date().toISOString()
              const key = `${articleId}#${sectionId}`
              state.notebook.note[key] = {
                article_id: articleId,
                section_id: sectionId,
                body: 'pasted \u0000 from a PDF',
                deleted_at: null,
                updated_at: at,
              }
              state.outbox.push({ id: crypto.randomUUID(), kind: 'note', key, at })
              records.put(state, owner)
              transaction.oncomplete = () => {
                db.close()
                new BroadcastChannel('learning-store').postMessage(owner)
                resolve()
              }
            }
          }
        }
      }),
    { articleId, sectionId },
  )
}

test('a signed-out reader bookmarks a section, writes a note and ticks two steps, signs up, and finds all three on another browser', async ({
  page,
  browser,
}) => {
  await openHydrated(page, 'en', playbook)
  const second = await heading(page, 2)
  await page.getByRole('button', { name: `Bookmark the section “${second}”` }).click()
  await expect(page.getByRole('button', { name: `Bookmark the section “${second}”` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await writeNote(
    page,
    2,
    'Open the bank account first.\nThen the LLC.',
    'Saved in this browser. Sign in to keep it on every device.',
  )
  const boxes = page.getByRole('checkbox', { name: /^Done: / })
  await expect(boxes).toHaveCount(steps)
  await boxes.nth(0).check()
  await boxes.nth(1).check()
  await expect(page.getByTestId('steps-done')).toHaveText(`2 of ${steps} steps`)
  await expect(page.getByTestId('note-count')).toHaveText('1 note')

  const account = { email: uniqueEmail('notebook'), password: 's3cret-pass', fullName: 'Grace Hopper' }
  await register(page, account)
  await page.goto(await linkFromLatestMail(account.email, /confirm/i))
  await expect(page.getByTestId('auth-notice')).toContainText('You are signed in')
  // Nothing made while signed out joins the account without the reader saying so (security review M1).
  const question = page.getByRole('dialog', { name: 'Add what was done here before you signed in?' })
  await expect(question.getByRole('listitem')).toHaveText(['1 note', '1 bookmark', '2 ticked steps'])
  await question.getByRole('button', { name: 'Add to this account' }).click()
  await expect(question).toBeHidden()
  await expect
    .poll(() => accountNotes(account), { timeout: 20_000 })
    .toEqual([{ section_id: 'section-2', body: 'Open the bank account first.\nThen the LLC.' }])

  const other = await signedInElsewhere(browser, account)
  await other.goto('/en/learning')
  const title = /^Getting paid from abroad/
  await expect(other.getByTestId('bookmark-list').getByRole('link')).toHaveText([
    new RegExp(`· ${escape(second)}$`),
  ])
  const notes = other.getByTestId('note-list')
  await expect(notes.getByRole('heading', { level: 4 })).toHaveText([second])
  await expect(notes).toContainText('Open the bank account first.\nThen the LLC.')
  await expect(other.getByTestId('checklist-list')).toContainText(`2 of ${steps} steps`)
  await expect(other.getByTestId('checklist-list').getByRole('link')).toHaveText([title])
  await expectNoAxeViolations(other, { include: 'main' })

  await other.goto(`/en${playbook}`)
  await expectReactOwnsHeading(other)
  await expect(other.getByTestId('steps-done')).toHaveText(`2 of ${steps} steps`)
  await expect(other.getByRole('checkbox', { name: /^Done: / }).nth(1)).toBeChecked()
  await expect(other.getByRole('button', { name: `Bookmark the section “${second}”` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await other.context().close()
})

test('a note and a checklist with the keyboard alone; a note written offline reaches the account after reconnecting (zh)', async ({
  page,
  context,
}) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  await logIn(page, account)
  await openInChinese(page, playbook)
  const firstBox = page.getByRole('checkbox', { name: /^已完成：/ }).first()
  await tabTo(page, firstBox, { maxPresses: 80 })
  await page.keyboard.press('Space')
  await expect(page.getByTestId('steps-done')).toHaveText(`已完成 1/${steps} 步`)

  const first = await heading(page, 1)
  await tabTo(page, page.getByRole('button', { name: `给「${first}」写笔记` }), {
    backwards: true,
    maxPresses: 80,
  })
  await page.keyboard.press('Enter')
  const box = page.getByRole('textbox', { name: `我在「${first}」的笔记` })
  await expect(box).toBeFocused()
  await page.keyboard.type('先问银行')
  await page.keyboard.press('Enter')
  await page.keyboard.type('再注册公司')
  await expect(page.getByTestId('note-status')).toHaveText('已保存到你的账号。')
  await expectNoAxeViolations(page, { include: 'main article' })

  await context.setOffline(true)
  await box.press('End')
  await page.keyboard.type('，离线时补充')
  await expect(page.getByTestId('note-status')).toHaveText('已保存在这台设备上，恢复联网后会同步到你的账号。')
  await context.setOffline(false)
  await expect
    .poll(() => accountNotes(account), { timeout: 45_000 })
    .toEqual([{ section_id: 'section-1', body: '先问银行\n再注册公司，离线时补充' }])
  await expect(page.getByTestId('note-status')).toHaveText('已保存到你的账号。')
})

test('two devices editing different notes keep both, and the same note keeps the later edit', async ({
  page,
  browser,
}) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  await logIn(page, account)
  const other = await signedInElsewhere(browser, account)
  await openHydrated(page, 'en', playbook)
  await openHydrated(other, 'en', playbook)
  await writeNote(page, 1, 'from the laptop')
  await writeNote(other, 2, 'from the phone')
  await writeNote(page, 3, 'first thought, on the laptop')
  await writeNote(other, 3, 'later thought, on the phone')

  for (const device of [page, other]) {
    await device.goto('/en/learning')
    const notes = device.getByTestId('note-list')
    await expect(notes).toContainText('from the laptop')
    await expect(notes).toContainText('from the phone')
    await expect(notes).toContainText('later thought, on the phone')
    await expect(notes).not.toContainText('first thought')
  }
  await other.context().close()
})

test('the export holds every record and the Markdown reads as expected; delete clears every kind on both devices', async ({
  page,
  browser,
}) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  await logIn(page, account)
  await openInChinese(page, playbook)
  await page.getByRole('button', { name: '收藏这篇指南' }).click()
  await page
    .getByRole('checkbox', { name: /^已完成：/ })
    .nth(2)
    .check()
  const first = await heading(page, 1)
  await page.getByRole('button', { name: `给「${first}」写笔记` }).click()
  await page.getByRole('textbox', { name: `我在「${first}」的笔记` }).fill('第一行\n第二行')
  await expect(page.getByTestId('note-status')).toHaveText('已保存到你的账号。')
  const guideTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  const stepTitle =
    (await page.locator('li[id^="step-"] h3').nth(2).textContent())?.replace(/^第 \d+ 步[：:]?\s*/, '') ?? ''
  const other = await signedInElsewhere(browser, account)
  await other.evaluate(() => localStorage.setItem('i18nextLng', 'zh'))
  await other.goto('/learning')
  await expect(other.getByTestId('bookmark-list').getByRole('link')).toHaveCount(1)

  await page.goto('/settings')
  const section = page.getByRole('region', { name: '我的学习数据' })
  const json = page.waitForEvent('download')
  await section.getByRole('button', { name: '导出为 JSON' }).click()
  const data = JSON.parse(await readFile((await (await json).path())!, 'utf8')) as Record<
    string,
    { article_id: string }[]
  >
  expect(
    Object.fromEntries(['bookmarks', 'notes', 'checklist_ticks'].map((kind) => [kind, data[kind]?.length])),
  ).toEqual({
    bookmarks: 1,
    notes: 1,
    checklist_ticks: 1,
  })
  const markdown = page.waitForEvent('download')
  await section.getByRole('button', { name: '导出为 Markdown' }).click()
  const file = await markdown
  expect(file.suggestedFilename()).toMatch(/^learning-notebook-\d{4}-\d{2}-\d{2}\.md$/)
  const text = await readFile((await file.path())!, 'utf8')
  expect(text).toContain('# 我的学习笔记本\n')
  expect(text).toContain(`## 收藏\n\n- [${guideTitle}](${playbook})\n`)
  expect(text).toContain(
    `## 笔记\n\n### ${guideTitle}\n\n#### ${first}\n\n\`\`\`text\n第一行\n第二行\n\`\`\`\n`,
  )
  expect(text).toContain(`## 清单\n\n### ${guideTitle} (已完成 1/${steps} 步)\n`)
  expect(text).toContain(`- [x] ${stepTitle}\n`)
  expect(text.match(/^- \[ \] /gm)).toHaveLength(steps - 1)

  await section.getByRole('button', { name: '删除我的学习数据' }).click()
  await section.getByRole('button', { name: '确定删除' }).click()
  await expect(section.getByText('你的学习数据已删除。')).toBeVisible()
  for (const device of [page, other]) {
    await device.goto('/learning')
    await expect(device.getByText('还没有收藏')).toBeVisible({ timeout: 20_000 })
    await expect(device.getByText('还没有笔记')).toBeVisible()
    await expect(device.getByText('还没有勾选任何步骤')).toBeVisible()
  }
  await other.goto(playbook)
  await expectReactOwnsHeading(other)
  await expect(other.getByTestId('steps-done')).toHaveText(`已完成 0/${steps} 步`)
  await other.context().close()
})

test("a section bookmarked from a search result, by keyboard, is in the learning page's bookmarks (zh)", async ({
  page,
}) => {
  const words = locale<Record<string, string>>('zh', 'search')
  // Several guides mention it, some in a section's heading.
  const query = 'Vercel'
  await openHydrated(page, 'zh', '/')
  await page
    .getByRole('banner')
    .getByRole('button', { name: locale<{ search: string }>('zh', 'navigation').search, exact: true })
    .click()
  const dialog = page.getByRole('dialog', { name: words.dialogTitle })
  await dialog.getByRole('searchbox').fill(query)
  const links = dialog.getByRole('list', { name: words.resultsLabel }).getByRole('link')
  await expect(links).not.toHaveCount(0)
  await expect(links).not.toHaveCount(1)
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''))
  const at = hrefs.findIndex((href) => /#section-\d+$/.test(href))
  expect(at).toBeGreaterThanOrEqual(0)
  const [path = '', section = ''] = hrefs[at]!.split('#')
  const [area, ...rest] = path.slice(1).split('/')
  const heading = locale<{ sections: { heading: string }[] }>('zh', `articles/${area}/${rest.join('-')}`)
    .sections[Number(section.slice('section-'.length)) - 1]!.heading
  const toggleName = `收藏《${routeTitle('zh', path)}》中的“${heading}”`

  // The bookmarks' code arrives after the first results: a reader tabs to one once it shows.
  const toggle = dialog.getByRole('button', { name: toggleName })
  await expect(toggle).toBeVisible()
  // Arrows to the result, Tab to its bookmark, Space presses it; the arrows go on from that result.
  for (let press = 0; press <= at; press++) await page.keyboard.press('ArrowDown')
  await expect(links.nth(at)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(links.nth(Math.min(at + 1, hrefs.length - 1))).toBeFocused()

  await page.goto('/learning')
  const saved = page.getByTestId('bookmark-list').getByRole('link')
  await expect(saved).toHaveText([new RegExp(`· ${escape(heading)}$`)])
  await expect(saved).toHaveAttribute('href', hrefs[at]!)

  // The search page's results carry the same bookmark, showing what was saved.
  await page.goto(`/search?q=${encodeURIComponent(query)}`)
  await expect(page.getByRole('main').getByRole('button', { name: toggleName })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('a note the account refuses is named with its reason and kept, and a tick made after it reaches the account (both languages)', async ({
  page,
}) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  await logIn(page, account)
  await openHydrated(page, 'en', playbook)
  await writeNote(page, 2, 'stored fine')
  await queueNoteWithNul(page, 'tools-services/playbooks-paid-from-abroad', 'section-1')

  const name = await heading(page, 1)
  await page.getByRole('button', { name: `Your note on “${name}”` }).click()
  await expect(page.locator('#note-section-1').getByTestId('note-status')).toHaveText(
    'Your account did not store this note; “My learning” says why. It stays in this browser: edit it and it is sent again.',
  )
  await page
    .getByRole('checkbox', { name: /^Done: / })
    .first()
    .check()
  await expect
    .poll(
      () => accountRows<{ step_id: string }>(account, 'checklist_ticks?select=step_id&deleted_at=is.null'),
      {
        timeout: 15_000,
      },
    )
    .toHaveLength(1)
  expect(await accountNotes(account)).toEqual([{ section_id: 'section-2', body: 'stored fine' }])

  await page.goto('/en/learning')
  const rejected = page.getByTestId('rejected-changes')
  await expect(rejected).toHaveText(
    `Your note on “${playbookTitle} · ${name}”: it holds a character that cannot be stored (often an invisible one pasted in from elsewhere)`,
  )
  await expect(page.getByTestId('note-list')).toContainText('pasted')
  await openInChinese(page, '/learning')
  await expect(page.getByText(/^你的账号没有存下 1 处改动。/)).toBeVisible()
  await expect(page.getByTestId('rejected-changes')).toContainText('里面有无法保存的字符')

  // Mended, the note is sent and the page stops naming it.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'))
  await openHydrated(page, 'en', playbook)
  await writeNote(page, 1, 'pasted, mended')
  await expect
    .poll(() => accountNotes(account))
    .toEqual([
      { section_id: 'section-1', body: 'pasted, mended' },
      { section_id: 'section-2', body: 'stored fine' },
    ])
  await page.goto('/en/learning')
  await expect(page.getByTestId('note-list')).toContainText('pasted, mended')
  await expect(page.getByTestId('rejected-changes')).toHaveCount(0)
})
