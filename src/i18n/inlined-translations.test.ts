import { describe, expect, it } from 'vitest'
import { inlinedTranslationsElement, readInlinedTranslations } from './inlined-translations'

function pageWith(block: string): Document {
  const doc = document.implementation.createHTMLDocument('page')
  doc.body.innerHTML = block
  return doc
}

describe('readInlinedTranslations', () => {
  const namespaces = { common: { brand: 'Super Individual' } }
  const formatted = { 'datetime|en|{"dateStyle":"long"}|2026-11-05T00:00:00.000Z': 'November 5, 2026' }

  it('reads back what the build wrote, its formatted values included', () => {
    const data = { language: 'en' as const, namespaces, formatted }
    expect(readInlinedTranslations(pageWith(inlinedTranslationsElement(data)))).toEqual(data)
  })

  it('reads nothing from a block in a language the site does not have', () => {
    const block = inlinedTranslationsElement({ language: 'fr' as 'en', namespaces })
    expect(readInlinedTranslations(pageWith(block))).toBeUndefined()
  })
})
