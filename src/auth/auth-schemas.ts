import { z } from '@/lib/zod'

// Messages are keys in the auth namespace; the form translates them when it shows them.
const trimmed = z.string().check(z.trim())
const email = z.pipe(trimmed, z.email({ error: 'validation.email' }))
/**
 * At least `minLength` characters, counted as the emulator counts them (code points, so an emoji or
 * a Chinese character is one). The length is supabase/config.toml's, handed over by the build.
 */
export const passwordRule = (minLength: number) =>
  z.string().check(z.refine((value) => [...value].length >= minLength, { error: 'validation.passwordMin' }))
const password = passwordRule(__PASSWORD_MIN_LENGTH__)
const fullName = z.string().check(z.trim(), z.minLength(2, { error: 'validation.nameMin' }))
const samePasswords = z.refine<{ password: string; confirmPassword: string }>(
  (values) => values.password === values.confirmPassword,
  {
    error: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  },
)

export const loginSchema = z.object({
  email,
  password,
  remember: z.boolean(),
})

export const registerSchema = z
  .object({
    fullName,
    email,
    password,
    confirmPassword: z.string(),
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, { error: 'validation.terms' })),
  })
  .check(samePasswords)

export const emailOnlySchema = z.object({ email })

export const newPasswordSchema = z.object({ password, confirmPassword: z.string() }).check(samePasswords)

const optionalUrl = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), { error: 'validation.url' }),
)

export const profileSchema = z.object({ fullName, avatarUrl: optionalUrl })

export type LoginValues = z.infer<typeof loginSchema>
export type RegisterValues = z.infer<typeof registerSchema>
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>
export type NewPasswordValues = z.infer<typeof newPasswordSchema>
export type ProfileValues = z.infer<typeof profileSchema>
