import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { useFormSubmit } from './use-form-submit'

type Values = { name: string }
type Result = { error: { code: string } | null; extra?: string }

interface HarnessProps {
  action: (values: Values) => Promise<Result>
  onSuccess?: (result: Result, values: Values) => void
  onError?: (error: { code: string }, values: Values) => void
}

function Harness({ action, onSuccess, onError }: HarnessProps) {
  const form = useForm<Values>({ defaultValues: { name: 'Ada' } })
  const { submit, formError, submitting } = useFormSubmit(form, {
    action,
    onSuccess,
    onError,
    describeError: (error) => `failed: ${error.code}`,
    unexpectedMessage: 'unexpected',
    logLabel: 'Test form',
  })
  return (
    <form onSubmit={submit}>
      {formError && <p role="alert">{formError}</p>}
      {submitting && <p>submitting</p>}
      <button type="submit">Send</button>
    </form>
  )
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }))

describe('useFormSubmit', () => {
  it('shows the described error answer and reports it, without calling onSuccess', async () => {
    const onSuccess = vi.fn()
    const onError = vi.fn()
    render(
      <Harness action={async () => ({ error: { code: 'taken' } })} onSuccess={onSuccess} onError={onError} />,
    )
    await send()
    expect(await screen.findByRole('alert')).toHaveTextContent('failed: taken')
    expect(onError).toHaveBeenCalledWith({ code: 'taken' }, { name: 'Ada' })
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('hands the whole answer to onSuccess and clears the previous message on a new attempt', async () => {
    const action = vi
      .fn<HarnessProps['action']>()
      .mockResolvedValueOnce({ error: { code: 'busy' } })
      .mockResolvedValueOnce({ error: null, extra: 'ready' })
    const onSuccess = vi.fn()
    render(<Harness action={action} onSuccess={onSuccess} />)
    await send()
    expect(await screen.findByRole('alert')).toHaveTextContent('failed: busy')
    await send()
    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ error: null, extra: 'ready' }, { name: 'Ada' }),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the catch-all text and logs when the request throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const boom = new Error('offline')
    render(<Harness action={() => Promise.reject(boom)} />)
    await send()
    expect(await screen.findByRole('alert')).toHaveTextContent('unexpected')
    expect(log).toHaveBeenCalledWith('Test form failed unexpectedly', boom)
  })

  it('is submitting exactly as long as the request runs', async () => {
    let answer: (result: Result) => void = () => {}
    render(<Harness action={() => new Promise<Result>((resolve) => (answer = resolve))} />)
    await send()
    expect(await screen.findByText('submitting')).toBeInTheDocument()
    await act(async () => answer({ error: null }))
    expect(screen.queryByText('submitting')).toBeNull()
  })
})
