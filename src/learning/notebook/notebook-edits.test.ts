import { describe, expect, it } from 'vitest'
import { noteEdit, storableText } from './notebook-edits'
import { NOTE_MAX_LENGTH } from './notebook-rows'

const at = new Date('2026-12-02T10:00:00Z')

describe('a note as stored (security review M3: a pasted NUL had the record refused for good)', () => {
  it('loses U+0000 and lone surrogates, and keeps every whole character', () => {
    expect(storableText('a\u0000b')).toBe('ab')
    expect(storableText('x\uD83Dy\uDE00z')).toBe('xyz')
    expect(storableText('笔记 😀 note')).toBe('笔记 😀 note')
    expect(noteEdit('marketing/research-seo', 'section-1', 'keys\u0000 here', at).body).toBe('keys here')
  })

  it('is cut at its limit without leaving half of a character', () => {
    const typed = `${'x'.repeat(NOTE_MAX_LENGTH - 1)}😀`
    const { body } = noteEdit('marketing/research-seo', 'section-1', typed, at)
    expect(body).toBe('x'.repeat(NOTE_MAX_LENGTH - 1))
    expect(storableText(body)).toBe(body)
  })

  it('is a tombstone when nothing storable is left', () => {
    expect(noteEdit('marketing/research-seo', 'section-1', '\u0000 \u0000', at)).toMatchObject({ body: '' })
    expect(noteEdit('marketing/research-seo', 'section-1', '\u0000', at).deleted_at).toBe(at.toISOString())
  })
})
