import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { renderApp } from '@/test/render-app'
import { allResources } from '@/test/test-i18n'
import type { GlossaryMarks } from './glossary-content'
import { MARKS_STORAGE_KEY, setGlossaryMarksEnabled } from './marks-setting'

const namespace = 'glossary-marks/tools-services/playbooks-paid-from-abroad'
const article = allResources.en['articles/tools-services/playbooks-paid-from-abroad'] as {
  sections: { paragraphs: string[] }[]
}
const paragraph = article.sections[0].paragraphs[0]
const at = paragraph.indexOf('merchant of record')

// What the build writes for this guide (build/src/glossary): one mark in its first paragraph.
const marks: GlossaryMarks = {
  terms: {
    'merchant-of-record': {
      name: 'merchant of record',
      otherName: '代收平台',
      definition: 'A platform that sells your product in its own name.',
    },
  },
  marks: { '0.p0': [[at, at + 'merchant of record'.length, 'merchant-of-record']] },
}

afterEach(() => {
  delete allResources.en[namespace]
  localStorage.removeItem(MARKS_STORAGE_KEY)
})

async function openGuide() {
  await renderApp('/en/tools-services/playbooks/paid-from-abroad', { language: 'en' })
  await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)
}

describe('glossary marks in a guide', () => {
  it('marks the place the build found, keeping the text as it was', async () => {
    expect(at).toBeGreaterThan(-1)
    allResources.en[namespace] = marks
    await openGuide()
    const mark = screen.getByRole('button', { name: 'merchant of record' })
    expect(mark).toHaveAttribute('aria-expanded', 'false')
    expect(mark.closest('p')).toHaveTextContent(paragraph)
  })

  it('shows the definition on hover, with a link to the glossary entry', async () => {
    allResources.en[namespace] = marks
    await openGuide()
    await userEvent.hover(screen.getByRole('button', { name: 'merchant of record' }))
    const popover = await screen.findByRole('dialog', { name: /merchant of record/ }, PAGE_LOAD)
    expect(popover).toHaveTextContent('A platform that sells your product in its own name.')
    expect(within(popover).getByRole('link', { name: 'See it in the glossary' })).toHaveAttribute(
      'href',
      '/en/glossary#merchant-of-record',
    )
  })

  it('leaves the text unmarked when the reader switched the marks off, and marks it again when switched on', async () => {
    allResources.en[namespace] = marks
    localStorage.setItem(MARKS_STORAGE_KEY, 'off')
    await openGuide()
    expect(screen.queryByRole('button', { name: 'merchant of record' })).not.toBeInTheDocument()
    act(() => setGlossaryMarksEnabled(true))
    expect(screen.getByRole('button', { name: 'merchant of record' })).toBeInTheDocument()
  })

  it('renders the guide unmarked without its marks namespace', async () => {
    await openGuide()
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === paragraph),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'merchant of record' })).not.toBeInTheDocument()
  })
})
