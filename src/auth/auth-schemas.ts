import { z } from '@/lib/zod-classic'

// Messages are keys in the auth namespace; the form translates them when it shows them.
const email = z
  .string()
  .trim()
  .pipe(z.email({ message: 'validation.email' }))
const password = z.string().min(6, { message: 'validation.passwordMin' })

export const loginSchema = z.object({
  email,
  password,
  remember: z.boolean(),
})

export const registerSchema = z
  .object({
    fullName: z.string().trim().min(2, { message: 'validation.nameMin' }),
    email,
    password,
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((accepted) => accepted, { message: 'validation.terms' }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  })

export const emailOnlySchema = z.object({ email })

export const newPasswordSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  })

const optionalUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), { message: 'validation.url' })

export const profileSchema = z.object({
  fullName: z.string().trim().min(2, { message: 'validation.nameMin' }),
  avatarUrl: optionalUrl,
})

export type LoginValues = z.infer<typeof loginSchema>
export type RegisterValues = z.infer<typeof registerSchema>
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>
export type NewPasswordValues = z.infer<typeof newPasswordSchema>
export type ProfileValues = z.infer<typeof profileSchema>
