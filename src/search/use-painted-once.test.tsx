import { act, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { usePaintedOnce } from './use-painted-once'

function Part({ name, deferred }: { name: string; deferred: boolean }) {
  return usePaintedOnce(deferred) ? <p>{name}</p> : null
}

const nextPaint = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))))

it('shows a deferred part only after the frame it mounted in, and an undeferred one at once', async () => {
  render(
    <>
      <Part name="bookmark" deferred />
      <Part name="title" deferred={false} />
    </>,
  )
  expect(screen.getByText('title')).toBeInTheDocument()
  expect(screen.queryByText('bookmark')).not.toBeInTheDocument()
  await nextPaint()
  expect(screen.getByText('bookmark')).toBeInTheDocument()
})
