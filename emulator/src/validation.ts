// GoTrue's input checks shared by several endpoints (the helpers of the same names).

import { type EmulatorConfig } from './config'
import { WeakPasswordError, badRequest } from './errors'

const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** validateEmail: required, at most 255 characters, a valid format; returns it lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required')
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long')
  if (!EMAIL_FORMAT.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format')
  return email.toLowerCase()
}

/** validatePhone: E.164 after removing spaces, dashes, parentheses and a leading +. */
export function validatePhone(phone: string): string {
  const formatted = phone.replace(/[\s\-()]/g, '').replace(/^\+/, '')
  if (!/^[1-9]\d{1,14}$/.test(formatted)) {
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)')
  }
  return formatted
}

/** checkPasswordStrength: 72-byte cap (400), then length in characters and required characters (422 weak_password). */
export function checkPasswordStrength(config: EmulatorConfig, password: string) {
  const bytes = Buffer.byteLength(password)
  if (bytes > 72) throw badRequest('validation_failed', 'Password cannot be longer than 72 characters')
  const messages: string[] = []
  const reasons: string[] = []
  const minLength = config.passwordMinLength
  // Characters, not bytes (GoTrue counts bytes): the site's forms count the same way, so a
  // password of Chinese characters the form accepts is never refused here, nor the reverse.
  if ([...password].length < minLength) {
    reasons.push('length')
    messages.push(`Password should be at least ${minLength} characters.`)
  }
  const sets = config.passwordRequiredCharacters
  const missesASet = sets.some((set) => set !== '' && ![...set].some((char) => password.includes(char)))
  if (missesASet) {
    reasons.push('characters')
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`)
  }
  if (reasons.length > 0) throw new WeakPasswordError(messages.join(' '), reasons)
}

/** The weak_password note a successful sign-in carries when the password no longer meets the rules. */
export function weakPasswordInfo(
  config: EmulatorConfig,
  password: string,
): { message: string; reasons: string[] } | undefined {
  try {
    checkPasswordStrength(config, password)
    return undefined
  } catch (error) {
    if (error instanceof WeakPasswordError) return { message: error.message, reasons: error.reasons }
    return undefined
  }
}

const CODE_CHALLENGE = /^[a-zA-Z._~0-9-]+$/

/** validatePKCEParams: both or neither; 43–128 characters of the unreserved set. */
export function validatePkceParams(method: string, challenge: string) {
  if ((challenge === '') !== (method === '')) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge')
  }
  if (challenge === '') return
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters')
  }
  if (!CODE_CHALLENGE.test(challenge)) {
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    )
  }
  if (!['s256', 'plain'].includes(method.toLowerCase())) {
    throw badRequest('validation_failed', 'Invalid code_challenge_method')
  }
}
