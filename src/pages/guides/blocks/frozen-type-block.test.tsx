import { screen } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { Suspense } from 'react'
import { afterEach, expect, it, onTestFinished, vi } from 'vitest'

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment
})

it('waits for the block views a prerendered guide did without, then draws the block', async () => {
  // React retries a suspended part as a browser does, not only inside an awaited act().
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  // A fresh module: as on a page whose first load kept its facts as HTML, the views are not here yet.
  vi.resetModules()
  const { FrozenTypeBlockView } = await import('./frozen-type-block')
  // Outside Testing Library's render, which wraps every update in act().
  const root = createRoot(document.body.appendChild(document.createElement('div')))
  onTestFinished(() => root.unmount())
  root.render(
    <Suspense fallback={<p>waiting</p>}>
      <FrozenTypeBlockView block={{ type: 'callout', tone: 'tip', text: 'Keep receipts.' }} />
    </Suspense>,
  )
  expect(await screen.findByText('waiting')).toBeInTheDocument()
  expect(screen.queryByText(/Keep receipts\./)).toBeNull()
  expect(await screen.findByText(/Keep receipts\./)).toBeInTheDocument()
  expect(screen.queryByText('waiting')).toBeNull()
})
