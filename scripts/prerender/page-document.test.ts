import { describe, expect, it } from 'vitest'
import { introOf } from './page-document'

describe('introOf', () => {
  it('takes the first paragraph after the h1, not the eyebrow label above it, as plain text', () => {
    const html =
      '<header><p>Menu</p></header><main><p>Market expansion</p><h1>Grow</h1><p>Launching is <a href="/x">only</a> the start &amp; more.</p><p>Next</p></main>'
    expect(introOf(html)).toBe('Launching is only the start & more.')
  })

  it('cuts a long intro at a sentence end, else at a word end with an ellipsis', () => {
    const sentence = 'One short sentence here that runs on. '
    expect(introOf(`<main><h1>T</h1><p>${sentence.repeat(6)}</p></main>`, 100)).toBe(sentence.repeat(2).trim())
    const words = 'word '.repeat(40)
    expect(introOf(`<main><h1>T</h1><p>${words}</p></main>`, 100)).toMatch(/^(word ){19}word…$/)
  })
})
