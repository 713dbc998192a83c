import type { Language } from './languages'

/** Switches the language; a failure (e.g. a namespace that cannot load) is only logged. */
export function changeLanguage(i18n: { changeLanguage: (code: string) => Promise<unknown> }, code: Language) {
  i18n.changeLanguage(code).catch((error: unknown) => console.error('Language change failed', error))
}
