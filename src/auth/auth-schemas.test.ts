import { describe, expect, it } from 'vitest'
import enAuth from '../../public/locales/en/auth.json'
import {
  emailOnlySchema,
  loginSchema,
  newPasswordSchema,
  passwordRule,
  profileSchema,
  registerSchema,
} from './auth-schemas'

function messages(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )
}

const english = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], enAuth)

describe('auth schemas', () => {
  it('login: valid email and a 6-character password', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: '12345', remember: true }))).toEqual({
      email: 'validation.email',
      password: 'validation.passwordMin',
    })
    expect(
      loginSchema.safeParse({ email: ' ada@example.com ', password: '123456', remember: false }).success,
    ).toBe(true)
  })

  it('register: name of 2+, matching passwords on confirmPassword, terms accepted', () => {
    const result = registerSchema.safeParse({
      fullName: ' A ',
      email: 'x@',
      password: '123',
      confirmPassword: '124',
      acceptTerms: false,
    })
    expect(messages(result)).toEqual({
      fullName: 'validation.nameMin',
      email: 'validation.email',
      password: 'validation.passwordMin',
      confirmPassword: 'validation.passwordMismatch',
      acceptTerms: 'validation.terms',
    })
    const mismatch = registerSchema.safeParse({
      fullName: 'Ada',
      email: 'a@b.co',
      password: '123456',
      confirmPassword: '1234567',
      acceptTerms: true,
    })
    expect(messages(mismatch)).toEqual({ confirmPassword: 'validation.passwordMismatch' })
    expect(
      registerSchema.safeParse({
        fullName: '张三',
        email: 'a@b.co',
        password: '123456',
        confirmPassword: '123456',
        acceptTerms: true,
      }).success,
    ).toBe(true)
  })

  it('forgot password, new password and profile', () => {
    expect(messages(emailOnlySchema.safeParse({ email: '' }))).toEqual({ email: 'validation.email' })
    expect(messages(newPasswordSchema.safeParse({ password: '123456', confirmPassword: 'x' }))).toEqual({
      confirmPassword: 'validation.passwordMismatch',
    })
    expect(messages(profileSchema.safeParse({ fullName: 'Ada', avatarUrl: 'javascript:alert(1)' }))).toEqual({
      avatarUrl: 'validation.url',
    })
    expect(profileSchema.safeParse({ fullName: 'Ada', avatarUrl: '' }).success).toBe(true)
  })

  it('uses the exact English messages of the specification', () => {
    expect(english('validation.email')).toBe('Please enter a valid email address')
    // The number is supabase/config.toml's minimum_password_length, 6 as the specification says.
    expect(
      String(english('validation.passwordMin')).replace('{{min}}', String(__PASSWORD_MIN_LENGTH__)),
    ).toBe('Password must be at least 6 characters')
    expect(english('validation.nameMin')).toBe('Name must be at least 2 characters')
    expect(english('validation.passwordMismatch')).toBe('Passwords do not match')
  })

  it('counts a password in characters, as the emulator does, not in UTF-16 units or bytes', () => {
    const six = passwordRule(6)
    expect(six.safeParse('密码密码密码').success).toBe(true)
    // Three emoji are six UTF-16 units and twelve bytes, but three characters.
    expect(six.safeParse('😀😀😀').success).toBe(false)
    expect(six.safeParse('😀😀😀😀😀😀').success).toBe(true)
  })
})
