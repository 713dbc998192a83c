import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { renderApp } from '@/test/render-app'
import { allResources } from '@/test/test-i18n'
import type { ReaderChange } from './reader-changes-content'

const change = (date: string, section: string, path: string, title: string, text: string): ReaderChange => ({
  date,
  text,
  article: `${section}/${path.split('/').slice(2).join('-')}`,
  section,
  path,
  title,
  ordinal: 0,
})

// What the build derives from the guides' change logs (build/src/feeds), newest first.
const entries = [
  change(
    '2026-12-03',
    'marketing',
    '/marketing/research/seo',
    'SEO at Home and Abroad',
    'Baidu’s new rules.',
  ),
  change('2026-11-26', 'products-tech', '/products-tech/web3', 'Web3 Basics', 'Gas fees re-checked.'),
  change('2026-11-22', 'marketing', '/marketing/overseas/b2c/reddit', 'Reddit', 'First published.'),
]

afterEach(() => {
  delete allResources.zh['reader-changes']
  delete allResources.en['reader-changes']
})

describe('the changes page', () => {
  it('lists reader changes by month, newest first, each linking to its guide', async () => {
    allResources.en['reader-changes'] = { entries }
    await renderApp('/en/changes', { language: 'en' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What changed' }, PAGE_LOAD),
    ).toBeInTheDocument()
    const months = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    expect(months).toEqual(['December 2026', 'November 2026'])
    const november = screen.getByRole('region', { name: 'November 2026' })
    expect(
      within(november)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/products-tech/web3', '/en/marketing/overseas/b2c/reddit'])
    expect(screen.getByRole('status')).toHaveTextContent('3 changes')
    expect(screen.getByRole('link', { name: 'Subscribe with Atom' })).toHaveAttribute('href', '/en/feed.xml')
  })

  it('filters by section, and back to all', async () => {
    allResources.zh['reader-changes'] = { entries }
    await renderApp('/changes', { language: 'zh' })
    await screen.findByRole('heading', { level: 1, name: '更新记录' }, PAGE_LOAD)
    // Asked for anew each time: the choice goes through the URL (?section=), a navigation.
    const filter = () => screen.getByRole('group', { name: '按栏目筛选' })
    expect(
      within(filter())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['全部', '产品与技术', '营销推广'])
    // The click navigates (?section=), and a page that suspends meanwhile is retried only inside an awaited act.
    const choose = (name: string) =>
      act(async () => userEvent.click(within(filter()).getByRole('button', { name })))
    await choose('产品与技术')
    expect(
      await screen.findByRole('button', { name: '产品与技术', pressed: true }, PAGE_LOAD),
    ).toBeInTheDocument()
    expect(
      screen.getAllByRole('link', { name: /Web3|SEO|Reddit/ }).map((link) => link.getAttribute('href')),
    ).toEqual(['/products-tech/web3'])
    expect(screen.getByRole('status')).toHaveTextContent('共 1 条更新')
    await choose('全部')
    expect(await screen.findByRole('button', { name: '全部', pressed: true }, PAGE_LOAD)).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('共 3 条更新')
  })
})
