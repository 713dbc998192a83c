import { expect, it, vi } from 'vitest'
import { signOutQuestionState } from './sign-out-question-state'
import type { LearningSession } from './store/open-learning'

const unsent = { notes: 1, bookmarks: 0, ticks: 0, follows: 0, completed: 0 }

function sessionWith(changes: typeof unsent | null, sends: boolean) {
  return {
    unsentChanges: () => changes,
    sendNow: vi.fn(async () => sends),
    keepAtSignOut: vi.fn(),
  } as unknown as LearningSession & {
    sendNow: ReturnType<typeof vi.fn>
    keepAtSignOut: ReturnType<typeof vi.fn>
  }
}

/** A sign-out from the menu, asked about: the question is showing when this returns. */
async function signingOut(session: ReturnType<typeof sessionWith>, remembered = true) {
  const state = signOutQuestionState(
    async () => session,
    () => undefined,
  )
  const going = state.guard({ remembered })
  await vi.waitFor(() => expect(state.question()).not.toBeNull())
  return { state, going }
}

it('lets a sign-out with nothing unsent go ahead without asking', async () => {
  const state = signOutQuestionState(
    async () => sessionWith(null, true),
    () => undefined,
  )
  expect(await state.guard({ remembered: true })).toBe(true)
  expect(state.question()).toBeNull()
})

it('asks while changes wait; closing the question keeps the reader signed in', async () => {
  const { state, going } = await signingOut(sessionWith(unsent, true), false)
  expect(state.question()).toEqual({ unsent, remembered: false })
  await state.answer('cancel')
  expect(await going).toBe(false)
  expect(state.question()).toBeNull()
})

it('"Wait and send" offline leaves the question open; sent, the sign-out goes ahead with nothing kept', async () => {
  const session = sessionWith(unsent, false)
  const { state, going } = await signingOut(session)
  expect(await state.answer('send')).toBe(false)
  expect(state.question()).not.toBeNull()
  session.sendNow.mockResolvedValueOnce(true)
  expect(await state.answer('send')).toBe(true)
  expect(await going).toBe(true)
  expect(session.keepAtSignOut).toHaveBeenCalledWith('nothing')
})

it('"Sign out and discard" keeps nothing, "Keep unsent changes" keeps the unsent ones', async () => {
  for (const [answer, kept] of [
    ['discard', 'nothing'],
    ['keep', 'unsent'],
  ] as const) {
    const session = sessionWith(unsent, true)
    const { state, going } = await signingOut(session)
    await state.answer(answer)
    expect(await going).toBe(true)
    expect(session.keepAtSignOut).toHaveBeenCalledWith(kept)
    expect(session.sendNow).not.toHaveBeenCalled()
  }
})
