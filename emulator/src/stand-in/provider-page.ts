// The stand-in provider's sign-in page: a form where the developer (or a Playwright test) types
// the identity to sign in with, and the page shown for an unknown or expired request.

import { escapeHtml as escape, htmlPage } from '../http/page'

/** Where the stand-in provider's sign-in page lives. */
export const standInUrl = (authUrl: string, provider: string) =>
  `${authUrl}/emulator/oauth/${provider}/authorize`

/** The stand-in providers by the name in the URL (a Map: that name comes from the request). */
export const PROVIDER_LABEL = new Map([
  ['google', 'Google'],
  ['github', 'GitHub'],
])

export interface StandInFormValues {
  email: string
  fullName: string
  avatarUrl: string
}

export const EMPTY_FORM: StandInFormValues = { email: '', fullName: '', avatarUrl: '' }

export interface ProviderPageProps {
  provider: string
  /** Where the form posts (the stand-in authorize URL). */
  action: string
  state: string
  scope: string
  values: StandInFormValues
  error: string
}

const STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #f4f5f7; color: #1f2328; margin: 0; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.35rem; margin: 0 0 .5rem; }
  p.note { color: #57606a; font-size: .9rem; margin: 0 0 1.25rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .3rem; }
  .hint { color: #57606a; font-size: .8rem; margin: .25rem 0 0; }
  input { width: 100%; box-sizing: border-box; padding: .6rem .7rem; border: 1px solid #d0d7de; border-radius: 8px; font-size: 1rem; }
  input:focus { outline: 2px solid #0969da; outline-offset: 1px; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { flex: 1; padding: .65rem; font-size: 1rem; border-radius: 8px; cursor: pointer; border: 1px solid #d0d7de; background: #f6f8fa; }
  button[value="sign_in"] { background: #1f883d; color: #fff; border-color: #1a7f37; }
  .error { background: #ffebe9; border: 1px solid #ff8182; color: #82071e; padding: .6rem .75rem; border-radius: 8px; }
  .badge { display: inline-block; font-size: .75rem; background: #ddf4ff; color: #0969da; padding: .1rem .5rem; border-radius: 999px; }
`

export function providerPage({ provider, action, state, scope, values, error }: ProviderPageProps): string {
  const name = PROVIDER_LABEL.get(provider) ?? provider
  const label = escape(name)
  const alert = error ? `<p class="error" role="alert" id="form-error">${escape(error)}</p>` : ''
  return htmlPage({
    title: `Sign in with ${name} (local emulator)`,
    style: STYLE,
    body: `<main>
  <span class="badge">Local Supabase Auth emulator</span>
  <h1>Sign in with ${label}</h1>
  <p class="note">This page stands in for ${label} on your machine; nothing is sent anywhere.
  Enter the identity to sign in with. The same email always gives the same ${label} account.</p>
  ${alert}
  <form method="post" action="${escape(action)}">
    <input type="hidden" name="state" value="${escape(state)}">
    <input type="hidden" name="scope" value="${escape(scope)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="255" value="${escape(values.email)}"${error ? ' aria-describedby="form-error"' : ''}>
    <label for="full_name">Full name</label>
    <input id="full_name" name="full_name" type="text" autocomplete="name" maxlength="200" value="${escape(values.fullName)}">
    <label for="avatar_url">Avatar URL</label>
    <input id="avatar_url" name="avatar_url" type="url" maxlength="2000" value="${escape(values.avatarUrl)}" aria-describedby="avatar-hint">
    <p class="hint" id="avatar-hint">Optional. Leave empty for a generated picture served by the emulator.</p>
    <div class="actions">
      <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
      <button type="submit" name="action" value="sign_in">Sign in</button>
    </div>
  </form>
</main>`,
  })
}

export function requestNotFoundPage(): string {
  const title = 'Sign-in request not found'
  const message = 'This sign-in request is unknown or has expired. Go back to the app and start again.'
  return htmlPage({
    title,
    body: `<main><h1>${escape(title)}</h1><p role="alert">${escape(message)}</p></main>`,
  })
}

/** The form's problem in words, or '' when the values can be used. */
export function formProblem(values: StandInFormValues): string {
  if (values.email === '') return 'Enter an email address.'
  const validEmail =
    values.email.length <= 255 &&
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) &&
    /^[\x21-\x7e]+$/.test(values.email)
  if (!validEmail) return 'Enter a valid email address, like name@example.com.'
  if (values.avatarUrl === '' || isHttpUrl(values.avatarUrl)) return ''
  return 'The avatar URL must be an http:// or https:// address.'
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && text.length <= 2000
  } catch {
    return false
  }
}
