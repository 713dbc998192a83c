import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { FrozenRegion } from './frozen-region'

const built = () => (
  <section>
    <FrozenRegion name="section-2/0">
      <table>
        <tbody>
          <tr>
            <td>Fee: 99 USD</td>
          </tr>
        </tbody>
      </table>
    </FrozenRegion>
  </section>
)
const skeleton = () => (
  <section>
    <FrozenRegion name="section-2/0" />
  </section>
)

let container: HTMLElement
afterEach(() => container.remove())

function prerendered() {
  container = document.createElement('div')
  container.innerHTML = renderToString(built())
  document.body.append(container)
  return container
}

test('hydrating from the skeleton keeps the built HTML: the same nodes, nothing drawn again', async () => {
  const root = prerendered()
  const cell = root.querySelector('td')
  await act(
    async () =>
      void hydrateRoot(root, skeleton(), {
        onRecoverableError: (error) => {
          throw error
        },
      }),
  )
  expect(root.querySelector('td')).toBe(cell)
  expect(cell).toHaveTextContent('Fee: 99 USD')
})

test('rendered anew from the skeleton (the page code failed), the part draws the HTML it replaces', async () => {
  const root = prerendered()
  await act(async () => createRoot(root).render(skeleton()))
  expect(root.querySelector('td')).toHaveTextContent('Fee: 99 USD')
})

test('drawn again once the prerendered HTML is gone (a return to the guide in the app), the part keeps its HTML', async () => {
  const root = prerendered()
  await act(async () => void hydrateRoot(root, skeleton()))
  root.remove()
  expect(document.querySelector('[data-frozen]')).toBeNull()
  const fresh = document.createElement('div')
  document.body.append(fresh)
  await act(async () => createRoot(fresh).render(skeleton()))
  expect(fresh.querySelector('td')).toHaveTextContent('Fee: 99 USD')
  fresh.remove()
})

test('with its content the part renders it, in the same wrapper the skeleton finds', () => {
  expect(renderToString(built())).toContain('<div data-frozen="section-2/0" class="contents"><table>')
})

test('a kept paragraph drawn as text alone drops its marks, keeps its words, and gets them back', async () => {
  const paragraph = (textOnly: boolean, withContent: boolean) => (
    <FrozenRegion as="p" name="section-1/p0" className="" textOnly={textOnly}>
      {withContent ? (
        <>
          Pay through a <button data-glossary-term="mor">merchant of record</button> &amp; keep 5%.
        </>
      ) : undefined}
    </FrozenRegion>
  )
  container = document.createElement('div')
  container.innerHTML = renderToString(paragraph(false, true))
  document.body.append(container)
  const root = hydrateRoot(container, paragraph(false, false))
  await act(async () => {})
  expect(container.querySelector('[data-glossary-term]')).not.toBeNull()
  await act(async () => root.render(paragraph(true, false)))
  expect(container.querySelector('[data-glossary-term]')).toBeNull()
  expect(container.querySelector('p')).toHaveTextContent('Pay through a merchant of record & keep 5%.')
  await act(async () => root.render(paragraph(false, false)))
  expect(container.querySelector('[data-glossary-term="mor"]')).toHaveTextContent('merchant of record')
})
