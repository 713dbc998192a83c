import { afterEach, expect, it } from 'vitest'
import { beforeSignOut, signOutAllowed } from './sign-out-guards'

const stops: (() => void)[] = []
afterEach(() => {
  stops.splice(0).forEach((stop) => stop())
  localStorage.clear()
})

it('lets the sign-out go ahead without guards, and stops it at the first guard that says no', async () => {
  expect(await signOutAllowed()).toBe(true)
  const asked: string[] = []
  stops.push(beforeSignOut(async () => (asked.push('first'), false)))
  stops.push(beforeSignOut(async () => (asked.push('second'), true)))
  expect(await signOutAllowed()).toBe(false)
  expect(asked).toEqual(['first'])
  stops.shift()?.()
  expect(await signOutAllowed()).toBe(true)
})

it('tells the guards whether the session was remembered', async () => {
  const seen: boolean[] = []
  stops.push(beforeSignOut(async ({ remembered }) => (seen.push(remembered), true)))
  await signOutAllowed()
  localStorage.setItem('auth-remember-me', '0')
  await signOutAllowed()
  expect(seen).toEqual([true, false])
})
