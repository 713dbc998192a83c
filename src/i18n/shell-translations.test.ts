import { describe, expect, it, vi } from 'vitest'
import { readShellTranslations } from './inlined-translations'
import { shellTranslationsElement } from './shell-translations'

function documentWith(html: string) {
  const doc = document.implementation.createHTMLDocument()
  doc.body.innerHTML = html
  return doc
}

describe('shell translations', () => {
  it("round-trips every language's common, with text that could close the element", () => {
    const element = shellTranslationsElement({ zh: { brand: '超级个体' }, en: { brand: '</script><b>x' } })
    expect(element).not.toContain('</script><b>')
    expect(readShellTranslations(documentWith(element))).toEqual({
      zh: { common: { brand: '超级个体' } },
      en: { common: { brand: '</script><b>x' } },
    })
  })

  it('gives nothing for a prerendered page or a broken block, which then load their translations', () => {
    expect(readShellTranslations(documentWith('<div id="root"></div>'))).toBeUndefined()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(
      readShellTranslations(
        documentWith('<script type="application/json" id="shell-translations">{</script>'),
      ),
    ).toBeUndefined()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})
