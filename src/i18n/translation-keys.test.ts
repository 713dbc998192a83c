import type { TFunction } from 'i18next'
import type { TranslationKey } from './translation-keys'

// These checks run in `npm run typecheck`: an unused @ts-expect-error fails it, so each line
// proves that TypeScript refuses a key the Chinese files do not define.
describe('translation keys', () => {
  it('accepts the keys a namespace defines and refuses a misspelt one', () => {
    const known: TranslationKey<'auth'> = 'errors.generic'
    // @ts-expect-error 'errors.generik' is not a key of auth.json
    const misspelt: TranslationKey<'auth'> = 'errors.generik'
    expect([known, misspelt]).toEqual(['errors.generic', 'errors.generik'])
  })

  it('checks the keys given to t() against its namespace', () => {
    const title = (t: TFunction<'learning'>) => t('error.retry')
    // @ts-expect-error 'error.retyr' is not a key of learning.json
    const typo = (t: TFunction<'learning'>) => t('error.retyr')
    // @ts-expect-error the navigation namespace has no 'brand' key (common has it)
    const wrongNamespace = (t: TFunction<'navigation'>) => t('brand')
    expect([title, typo, wrongNamespace]).toHaveLength(3)
  })
})
