import { AuthApiError, type SupabaseClient } from '@supabase/supabase-js'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { createTestI18n } from '@/test/test-i18n'
import { createAuthActions } from './auth-actions'
import { AuthContext } from './auth-context'
import { RegisterForm } from './register-form'

type SignUpAnswer = Awaited<ReturnType<SupabaseClient['auth']['signUp']>>

// What supabase-js answers decides the screen; the real server is exercised by the e2e specs.
async function renderRegister(signUp: () => Promise<SignUpAnswer>, language = 'en') {
  const client = { auth: { signUp } } as unknown as SupabaseClient
  const actions = createAuthActions(async () => client)
  const i18n = await createTestI18n(language)
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <AuthContext.Provider value={{ user: null, session: null, loading: false, ...actions }}>
          <RegisterForm onDone={() => {}} onSwitchToLogin={() => {}} />
        </AuthContext.Provider>
      </MemoryRouter>
    </I18nextProvider>,
  )
}

async function register(language = 'en') {
  const [name, email, password, confirm] =
    language === 'en'
      ? ['Full name', 'Email', 'Password', 'Confirm password']
      : ['姓名', '邮箱', '密码', '确认密码']
  await userEvent.type(screen.getByLabelText(name), 'Ada Lovelace')
  await userEvent.type(screen.getByLabelText(email), 'ada@example.com')
  await userEvent.type(screen.getByLabelText(password), 'secret123')
  await userEvent.type(screen.getByLabelText(confirm), 'secret123')
  await userEvent.click(screen.getByRole('checkbox'))
  await userEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Register' : '注册' }))
}

const user = { id: 'u1', email: 'ada@example.com' }

describe('RegisterForm', () => {
  it('asks to check the email when a confirmation mail was sent (a user, no session)', async () => {
    await renderRegister(
      async () => ({ data: { user, session: null }, error: null }) as unknown as SignUpAnswer,
    )
    await register()
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Check your email')
    expect(status).toHaveTextContent(
      'Registration successful! Please check your email and click the confirmation link to activate the account',
    )
  })

  it('says the account is ready and signed in when sign-up returned a session', async () => {
    const session = { access_token: 't', user }
    await renderRegister(async () => ({ data: { user, session }, error: null }) as unknown as SignUpAnswer)
    await register()
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Your account is ready')
    expect(status).toHaveTextContent('You are signed in')
    expect(status).not.toHaveTextContent(/email/i)
  })

  it('says the same in Chinese', async () => {
    const session = { access_token: 't', user }
    await renderRegister(
      async () => ({ data: { user, session }, error: null }) as unknown as SignUpAnswer,
      'zh',
    )
    await register('zh')
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('账号已就绪')
    expect(status).not.toHaveTextContent('邮件')
  })

  it('shows the catalogue text for an error answer without a message', async () => {
    await renderRegister(
      async () =>
        ({
          data: { user: null, session: null },
          error: new AuthApiError('', 400, 'unexpected'),
        }) as unknown as SignUpAnswer,
    )
    await register()
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed, please try again later')
  })

  it('shows the catalogue text when sign-up throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderRegister(() => Promise.reject(new Error('boom')))
    await register()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred during registration, please try again later',
    )
  })
})
