import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { captureFrozenRegions, FrozenRegion, hasFrozenHtml } from './frozen-region'

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
  captureFrozenRegions(root)
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

test('rendered anew from the skeleton (a failed hydration, a return to the guide), the part draws what it captured', async () => {
  const root = prerendered()
  captureFrozenRegions(root)
  expect(hasFrozenHtml(['section-2/0'])).toBe(true)
  expect(hasFrozenHtml(['section-9/0'])).toBe(false)
  const fresh = document.createElement('div')
  document.body.append(fresh)
  await act(async () => createRoot(fresh).render(skeleton()))
  expect(fresh.querySelector('td')).toHaveTextContent('Fee: 99 USD')
  fresh.remove()
})

test('with its content the part renders it, in the same wrapper the skeleton finds', () => {
  expect(renderToString(built())).toContain('<div data-frozen="section-2/0" class="contents"><table>')
})
