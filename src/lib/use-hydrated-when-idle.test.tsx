import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useHydratedWhenIdle } from './use-hydrated-when-idle'

function Probe() {
  return <span data-testid="probe">{useHydratedWhenIdle() ? 'ready' : 'waiting'}</span>
}

function stubIdleCallbacks() {
  const queued: IdleRequestCallback[] = []
  vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback) => queued.push(task))
  return queued
}

afterEach(() => vi.unstubAllGlobals())

describe('useHydratedWhenIdle', () => {
  it('on a prerendered page, stays false through hydration and turns true when the browser is idle', async () => {
    const idle = stubIdleCallbacks()
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(<Probe />)
    expect(container.textContent).toBe('waiting')
    const root = await act(async () => hydrateRoot(container, <Probe />))
    expect(container.textContent).toBe('waiting')
    expect(idle).toHaveLength(1)
    await act(async () => idle[0]({ didTimeout: false, timeRemaining: () => 50 }))
    expect(container.textContent).toBe('ready')
    act(() => root.unmount())
    container.remove()
  })

  it('on a page the browser renders, is true at once and waits for nothing', () => {
    const idle = stubIdleCallbacks()
    render(<Probe />)
    expect(screen.getByTestId('probe')).toHaveTextContent('ready')
    expect(idle).toHaveLength(0)
  })
})
