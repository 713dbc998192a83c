import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useLearning, useProgress } from './learning-context'
import { LearningProvider } from './learning-provider'

vi.mock('@/auth', () => ({ useAuth: () => ({ user: null, loading: false }) }))

const idleTasks: IdleRequestCallback[] = []

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback) => idleTasks.push(task))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  idleTasks.length = 0
})

function GuideReader() {
  const learning = useLearning()
  const read = Object.values(useProgress().articles).filter((guide) => guide.status === 'completed').length
  return (
    <>
      <p>{read} read</p>
      <button type="button" onClick={() => learning?.markArticle('marketing/research-seo', true)}>
        Mark as read
      </button>
    </>
  )
}

it('opens the store once the browser is idle, after the hydration; what the reader did meanwhile is kept', async () => {
  render(
    <LearningProvider>
      <GuideReader />
    </LearningProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }))
  // Long enough for the store to open had it not waited (it opens in a few ms here).
  await act(() => new Promise((done) => setTimeout(done, 300)))
  expect(screen.getByText('0 read')).toBeInTheDocument()

  act(() => idleTasks.splice(0).forEach((task) => task({} as IdleDeadline)))
  expect(await screen.findByText('1 read')).toBeInTheDocument()
})
