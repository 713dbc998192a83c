import { afterEach, expect, it, vi } from 'vitest'
import { replayEarlyInput } from './early-input'

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

it('replays a kept click once the button can take it, and a kept key press at once', () => {
  vi.useFakeTimers()
  document.body.innerHTML = '<div id="root"><button>Bookmark</button></div>'
  const root = document.getElementById('root')!
  const button = root.querySelector('button')!
  // As React does while the button's part of the page is not hydrated: the click stops at the root.
  let hydrated = false
  root.addEventListener('click', (event) => void (!hydrated && event.stopPropagation()), { capture: true })
  const clicks = vi.fn()
  button.addEventListener('click', clicks)
  const keys = vi.fn()
  window.addEventListener('keydown', (event) => keys(event.key, event.ctrlKey))
  window.earlyInput = [
    { kind: 'click', target: button },
    { kind: 'key', target: document.body, init: { key: 'k', ctrlKey: true } },
  ]

  replayEarlyInput()
  expect(window.earlyInput).toBeNull()
  expect(keys).toHaveBeenCalledWith('k', true)
  expect(clicks).not.toHaveBeenCalled()
  vi.advanceTimersByTime(200)
  expect(clicks).not.toHaveBeenCalled()
  hydrated = true
  vi.advanceTimersByTime(50)
  expect(clicks).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(1_000)
  expect(clicks).toHaveBeenCalledTimes(1)
})

it('drops a kept click whose button has left the page', () => {
  document.body.innerHTML = '<button>Gone</button>'
  const button = document.querySelector('button')!
  const clicks = vi.fn()
  button.addEventListener('click', clicks)
  button.remove()
  window.earlyInput = [{ kind: 'click', target: button }]
  replayEarlyInput()
  expect(clicks).not.toHaveBeenCalled()
})
