import { describe, expect, it } from 'vitest'
import { articleIdOfFile, InlineError, inlineExamples } from './inline-examples'

const tested = { how: 'run', with: ['python'], on: '2026-11-26' }
const files: Record<string, string> = {
  'examples/products-tech/guide/hello.py': 'print("hi")\n',
  'examples/products-tech/guide/untested.py': 'print("?")\n',
  'examples/tested.json': JSON.stringify({ 'examples/products-tech/guide/hello.py': tested }),
}
const read = (path: string) => {
  const text = files[path]
  if (text === undefined) throw new Error(`ENOENT: ${path}`)
  return text
}
const articleWith = (...blocks: unknown[]) => ({
  title: 'T',
  sections: [{ heading: 'H', blocks }, { heading: 'No blocks' }],
})
const python = { type: 'code', language: 'python', example: 'examples/products-tech/guide/hello.py' }

describe('inlineExamples', () => {
  it("puts the example file's text, without its final newline, and its tested entry into the block that names it", () => {
    expect(inlineExamples(articleWith(python), 'products-tech/guide', read)).toEqual(
      articleWith({ ...python, code: 'print("hi")', tested }),
    )
  })

  it('fails on an example with no entry in examples/tested.json, and on a block that writes its own', () => {
    const untested = { ...python, example: 'examples/products-tech/guide/untested.py' }
    expect(() => inlineExamples(articleWith(untested), 'products-tech/guide', read)).toThrow(
      /untested\.py has no entry in examples\/tested\.json/,
    )
    expect(() => inlineExamples(articleWith({ ...python, tested }), 'products-tech/guide', read)).toThrow(
      /also holds tested/,
    )
  })

  it('leaves inline blocks and articles without sections as they are', () => {
    const text = { type: 'code', language: 'text', code: 'node_modules' }
    expect(inlineExamples(articleWith(text), 'products-tech/guide', read)).toEqual(articleWith(text))
    expect(inlineExamples({ title: 'T' }, 'products-tech/guide', read)).toEqual({ title: 'T' })
  })

  it('fails on a missing file, a file outside the guide folder, and a block that also holds code', () => {
    const missing = { ...python, example: 'examples/products-tech/guide/gone.py' }
    expect(() => inlineExamples(articleWith(missing), 'products-tech/guide', read)).toThrow(
      new InlineError('products-tech/guide: example examples/products-tech/guide/gone.py is missing'),
    )
    expect(() => inlineExamples(articleWith(python), 'products-tech/other', read)).toThrow(/is not a file in/)
    expect(() =>
      inlineExamples(articleWith({ ...python, code: 'print(2)' }), 'products-tech/guide', read),
    ).toThrow(/also holds code/)
  })
})

describe('articleIdOfFile', () => {
  it('names the article of a locale file, and nothing for other files', () => {
    expect(articleIdOfFile('/repo/public/locales/zh/articles/products-tech/ai-mcp.json')).toBe(
      'products-tech/ai-mcp',
    )
    expect(articleIdOfFile('C:\\repo\\public\\locales\\en\\articles\\marketing\\seo.json')).toBe(
      'marketing/seo',
    )
    expect(articleIdOfFile('/repo/public/locales/zh/guides.json')).toBeUndefined()
  })
})
