import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { allResources } from '@/test/test-i18n'

const playbook = '/tools-services/playbooks/paid-from-abroad'
const playbookId = 'tools-services/playbooks-paid-from-abroad'
// The playbook's steps, as its article holds them (the guide gains steps as it is edited).
const stepCount = (
  allResources.en![`articles/${playbookId}`] as { sections: { steps?: unknown[] }[] }
).sections.reduce((sum, section) => sum + (section.steps?.length ?? 0), 0)

it('ticks steps, bookmarks a section and keeps a note typed beside it', async () => {
  const user = userEvent.setup()
  await renderApp(playbook, { language: 'en' })
  const bar = await screen.findByTestId('guide-notebook', {}, PAGE_LOAD)
  expect(within(bar).getByTestId('steps-done')).toHaveTextContent(`0 of ${stepCount} steps`)

  const boxes = await screen.findAllByRole('checkbox', { name: /^Done: / })
  expect(boxes).toHaveLength(stepCount)
  await user.click(boxes[0]!)
  await user.click(boxes[2]!)
  await waitFor(() =>
    expect(within(bar).getByTestId('steps-done')).toHaveTextContent(`2 of ${stepCount} steps`),
  )
  expect(boxes[0]).toBeChecked()
  await user.click(boxes[0]!)
  await waitFor(() =>
    expect(within(bar).getByTestId('steps-done')).toHaveTextContent(`1 of ${stepCount} steps`),
  )

  const firstHeading = document.getElementById('section-1')?.textContent ?? ''
  const bookmark = screen.getByRole('button', { name: `Bookmark the section “${firstHeading}”` })
  await user.click(bookmark)
  await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'true'))

  await user.click(screen.getByRole('button', { name: `Write a note on “${firstHeading}”` }))
  const box = await screen.findByRole('textbox', { name: `Your note on “${firstHeading}”` })
  expect(box).toHaveFocus()
  fireEvent.change(box, { target: { value: 'Ask the bank first.\nThen the LLC.' } })
  await waitFor(() => expect(screen.getByTestId('note-status')).toHaveTextContent('Saved in this browser'))
  await waitFor(() => expect(within(bar).getByTestId('note-count')).toHaveTextContent('1 note'))
  await user.click(screen.getByRole('button', { name: 'Close the note' }))
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: `Your note on “${firstHeading}”` }))
  expect(await screen.findByRole('textbox', { name: `Your note on “${firstHeading}”` })).toHaveValue(
    'Ask the bank first.\nThen the LLC.',
  )
})

it('keeps a note on its section when an editor inserts a section before it', async () => {
  const user = userEvent.setup()
  const view = await renderApp(playbook, { language: 'en' })
  await screen.findByTestId('guide-notebook', {}, PAGE_LOAD)
  const heading = document.getElementById('section-2')?.textContent ?? ''
  await user.click(screen.getByRole('button', { name: `Write a note on “${heading}”` }))
  const box = await screen.findByRole('textbox', { name: `Your note on “${heading}”` })
  fireEvent.change(box, { target: { value: 'Open the account in person.' } })
  await waitFor(() => expect(screen.getByTestId('note-status')).toHaveTextContent('Saved in this browser'))
  view.unmount()

  const bundle = allResources.en![`articles/${playbookId}`] as { sections: { id: string }[] }
  const sections = bundle.sections
  const next = Math.max(...sections.map((section) => Number(section.id.slice('section-'.length)))) + 1
  const inserted = { id: `section-${next}`, heading: 'A section added later', paragraphs: ['New.'] }
  bundle.sections = [inserted, ...sections]
  try {
    await renderApp(playbook, { language: 'en' })
    await screen.findByTestId('guide-notebook', {}, PAGE_LOAD)
    expect(document.getElementById('section-2')?.textContent).toBe(heading)
    await user.click(await screen.findByRole('button', { name: `Your note on “${heading}”` }))
    expect(await screen.findByRole('textbox', { name: `Your note on “${heading}”` })).toHaveValue(
      'Open the account in person.',
    )
    expect(screen.getByRole('button', { name: `Write a note on “${inserted.heading}”` })).toBeInTheDocument()
  } finally {
    bundle.sections = sections
  }
})

it('follows the guide, links its own feed, and unfollows', async () => {
  const user = userEvent.setup()
  await renderApp(playbook, { language: 'en' })
  const bar = await screen.findByTestId('guide-notebook', {}, PAGE_LOAD)
  expect(within(bar).getByRole('link', { name: 'Feed of its changes (Atom)' })).toHaveAttribute(
    'href',
    `/en/feeds/${playbookId}.xml`,
  )
  const follow = within(bar).getByRole('button', { name: 'Follow this guide' })
  expect(follow).toHaveAttribute('aria-pressed', 'false')
  await user.click(follow)
  await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'))
  await user.click(follow)
  await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'false'))
})
