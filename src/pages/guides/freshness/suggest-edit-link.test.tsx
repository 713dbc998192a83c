import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { SuggestEditLink } from './suggest-edit-link'

describe('suggest an edit', () => {
  it('links to the guide’s file in the repository’s editor when the build knows the repository', async () => {
    await renderWithI18n(
      <SuggestEditLink
        repoUrl="https://github.com/acme/site/"
        language="en"
        articleId="marketing/research-seo"
      />,
      'en',
    )
    expect(screen.getByRole('link', { name: /Suggest an edit/ })).toHaveAttribute(
      'href',
      'https://github.com/acme/site/edit/main/public/locales/en/articles/marketing/research-seo.json',
    )
  })

  it('says it in Chinese and follows another branch', async () => {
    await renderWithI18n(
      <SuggestEditLink
        repoUrl="https://github.com/acme/site"
        branch="trunk"
        language="zh"
        articleId="web3"
      />,
    )
    expect(screen.getByRole('link', { name: /在 GitHub 上改进本页/ })).toHaveAttribute(
      'href',
      'https://github.com/acme/site/edit/trunk/public/locales/zh/articles/web3.json',
    )
  })

  it('shows nothing without a repository', async () => {
    const { container } = await renderWithI18n(<SuggestEditLink language="zh" articleId="web3" />)
    expect(container).toBeEmptyDOMElement()
  })
})
