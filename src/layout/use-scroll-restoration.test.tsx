import { act, render } from '@testing-library/react'
import { useEffect } from 'react'
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { useScrollRestoration } from './use-scroll-restoration'

let scrollY = 0
let navigate: NavigateFunction = () => {}

function Page() {
  useScrollRestoration()
  const go = useNavigate()
  useEffect(() => {
    navigate = go
  }, [go])
  return null
}

// The browser moves the page at once but tells its listeners on the next frame: no scroll event
// fires here unless a test sends one.
beforeEach(() => {
  scrollY = 0
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY)
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y
  }) as typeof window.scrollTo)
})
afterEach(() => sessionStorage.clear())

function scrollByHand(y: number) {
  scrollY = y
  window.dispatchEvent(new Event('scroll'))
}

test('forward returns to the top of a page left before its scroll event fired', () => {
  render(
    <MemoryRouter initialEntries={['/guide']}>
      <Page />
    </MemoryRouter>,
  )
  scrollByHand(1500)
  act(() => navigate('/tools'))
  expect(scrollY).toBe(0)
  act(() => navigate(-1))
  expect(scrollY).toBe(1500)
  act(() => navigate(1))
  expect(scrollY).toBe(0)
})

test('back returns to where a page was left, and a replace on the same page keeps the scroll', () => {
  render(
    <MemoryRouter initialEntries={['/guide']}>
      <Page />
    </MemoryRouter>,
  )
  act(() => navigate('/tools'))
  scrollByHand(700)
  act(() => navigate('/tools?q=seo', { replace: true }))
  expect(scrollY).toBe(700)
  act(() => navigate('/guide'))
  expect(scrollY).toBe(0)
  act(() => navigate(-1))
  expect(scrollY).toBe(700)
})
