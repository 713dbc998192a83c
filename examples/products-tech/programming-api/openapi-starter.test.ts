// The OpenAPI starter the guide gives in section 5 (a template block: the reader pastes it into
// openapi.yaml), in each language's copy, parsed with the yaml package and held to what the guide
// says of it: OpenAPI 3.1, a paginated list with a maximum page size, every $ref resolving, and the
// errors in the RFC 9457 problem+json format (type, title, status, detail) with a status that matches
// the response it documents; a 429 that tells the client how long to wait (Retry-After), as the
// fetch wrapper of section 8 expects. The two copies differ only in their words.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { shapeOf } from '../../support/article-blocks.ts'

type Json = Record<string, unknown>
const languages = ['zh', 'en'] as const

/** The starter as a reader of one language copies it: the template block of section 5. */
function starter(language: (typeof languages)[number]): Json {
  const file = join(
    import.meta.dirname,
    ...['..', '..', '..', 'public', 'locales', language, 'articles', 'products-tech'],
    'programming-api.json',
  )
  const article = JSON.parse(readFileSync(file, 'utf8')) as {
    sections: { id: string; blocks?: { type: string; text?: string }[] }[]
  }
  const block = article.sections
    .find((section) => section.id === 'section-5')
    ?.blocks?.find((candidate) => candidate.type === 'template')
  if (!block?.text) throw new Error(`${language}: section 5 has no template`)
  return parse(block.text) as Json
}

/** Follows a local $ref such as '#/components/responses/BadRequest'. */
function resolve(document: Json, node: unknown): Json {
  const ref = (node as { $ref?: string }).$ref
  if (!ref) return node as Json
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], document)
  if (!target) throw new Error(`${ref} does not resolve`)
  return resolve(document, target)
}

const refsIn = (node: unknown): string[] =>
  node && typeof node === 'object'
    ? Object.entries(node).flatMap(([key, value]) =>
        key === '$ref' && typeof value === 'string' ? [value] : refsIn(value),
      )
    : []

describe.each(languages)('the OpenAPI starter (%s)', (language) => {
  const document = starter(language)
  const list = (document.paths as Json)['/v1/bookings'] as { get: Json }
  const responses = list.get.responses as Json

  it('is OpenAPI 3.1 and every $ref in it resolves', () => {
    expect(document.openapi).toMatch(/^3\.1\./)
    for (const ref of refsIn(document)) expect(() => resolve(document, { $ref: ref }), ref).not.toThrow()
  })

  it('paginates, with a maximum page size', () => {
    const limit = (list.get.parameters as Json[]).find((parameter) => parameter.name === 'limit')
    expect(limit?.schema).toMatchObject({ type: 'integer', maximum: 100 })
    expect(resolve(document, responses['200'])).toHaveProperty('content.application/json')
  })

  it.each(['400', '429'])('answers %s with an RFC 9457 problem whose status matches', (code) => {
    const content = resolve(document, responses[code]).content as Json
    const problem = content['application/problem+json'] as { schema: unknown; example: Json }
    expect(Object.keys(resolve(document, problem.schema).properties as Json)).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'detail', 'instance']),
    )
    expect(problem.example).toMatchObject({ status: Number(code) })
    for (const member of ['type', 'title', 'detail']) expect(typeof problem.example[member]).toBe('string')
  })

  it('tells the client how long to wait after a 429 (Retry-After)', () => {
    expect(resolve(document, responses['429']).headers).toHaveProperty('Retry-After')
  })
})

it('has the same structure in both languages', () => {
  expect(shapeOf(starter('zh'))).toEqual(shapeOf(starter('en')))
})
