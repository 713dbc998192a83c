// Each language's copy of the Lemon Squeezy fee script, run with Debian 12's python3 the way the guide
// tells the reader to, against the figures Lemon Squeezy publishes on its fees page: a $20 product
// bought by card from France with 20% VAT costs $2.06 in platform fees and nets $17.94. The guide's
// November formula (5% + 50¢, no surcharges), kept in fixtures/, gives $1.70 and must fail that check.
// Payouts follow the 1% bank fee outside the US; the version before that fix is kept in fixtures/ too,
// with its traceback on a VAT rate written as 20%, and so is the version before the second fix round
// (fixtures/ls_fee.before-edge-fix.py), which refused a full-width 20％, ended in a traceback on 1e30 and
// silently dropped a price given together with --payout.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'

// The amounts a script prints, in order (buyer pays, tax, platform fee, net; or payout fee, received).
async function amounts(script: string, args: string[]): Promise<string[]> {
  const ran = await run(debianPython, [script, ...args])
  expect(ran.code, ran.stderr).toBe(0)
  return [...ran.stdout.matchAll(/(\d+\.\d{2})/g)].map((m) => m[1]!)
}

const here = import.meta.dirname

describe.each(['ls_fee.en.py', 'ls_fee.zh.py'])('%s', (name) => {
  const script = join(here, name)

  it('reproduces Lemon Squeezy’s own example: $20 + 20% VAT, card, buyer outside the US', async () => {
    expect(await amounts(script, ['20', '--vat', '20', '--outside-us'])).toEqual([
      '24.00',
      '4.00',
      '2.06',
      '17.94',
    ])
  })

  it('adds the subscription surcharge: $10 a month + 20% VAT costs $1.34', async () => {
    expect(await amounts(script, ['10', '--vat', '20', '--outside-us', '--subscription'])).toEqual([
      '12.00',
      '2.00',
      '1.34',
      '8.66',
    ])
  })

  it('adds the PayPal surcharge on top of the international one', async () => {
    // 0.50 + 24 × (5% + 1.5% + 1.5%) = 2.42
    expect(await amounts(script, ['20', '--vat', '20', '--outside-us', '--paypal'])).toEqual([
      '24.00',
      '4.00',
      '2.42',
      '17.58',
    ])
  })

  it('charges a US sale with no tax only the base fee', async () => {
    expect(await amounts(script, ['20'])).toEqual(['20.00', '0.00', '1.50', '18.50'])
  })

  // Bank payouts outside the US cost 1% since Lemon Squeezy's October 2024 cut; PayPal 3%, capped at $30.
  it.each([
    ['500', 'bank', '5.00', '495.00'],
    ['500', 'paypal', '15.00', '485.00'],
    ['2000', 'bank', '20.00', '1980.00'],
    ['2000', 'paypal', '30.00', '1970.00'],
    ['3000', 'bank', '30.00', '2970.00'],
  ])('prices a $%s payout to a %s account outside the US', async (amount, method, fee, received) => {
    expect(await amounts(script, ['--payout', amount, '--method', method])).toEqual([fee, received])
  })

  it('warns that a payout under the $50 minimum stays pending', async () => {
    const below = await run(debianPython, [script, '--payout', '30'])
    expect(below.code).toBe(0)
    expect(below.stdout).toMatch(/Pending/)
    const above = await run(debianPython, [script, '--payout', '50'])
    expect(above.stdout).not.toMatch(/Pending/)
  })

  it('reads a VAT rate written as 20% the same as 20', async () => {
    expect(await amounts(script, ['20', '--vat', '20%', '--outside-us'])).toEqual([
      '24.00',
      '4.00',
      '2.06',
      '17.94',
    ])
  })

  it('reads a full-width 20％, as a Chinese IME types it, the same as 20', async () => {
    expect(await amounts(script, ['20', '--vat', '20％', '--outside-us'])).toEqual([
      '24.00',
      '4.00',
      '2.06',
      '17.94',
    ])
  })

  it('takes the tax out of a tax-inclusive price: $24 including 20% VAT is the $20 example', async () => {
    expect(await amounts(script, ['24', '--vat', '20', '--tax-inclusive', '--outside-us'])).toEqual([
      '24.00',
      '4.00',
      '2.06',
      '17.94',
    ])
  })

  it.each([
    [['20', '--vat', 'abc']],
    [['-5']],
    [['0']],
    [['--payout', '-100']],
    [['1e30']],
    [['20', '--vat', '1e30']],
    [['--payout', '1e30']],
    [['20', '--payout', '100']],
  ])('refuses %j with a message, not a traceback', async (args) => {
    const ran = await run(debianPython, [script, ...args])
    expect(ran.code).toBe(2)
    expect(ran.stderr).toMatch(/error:/)
    expect(ran.stderr).not.toMatch(/Traceback/)
  })

  it('refuses to run without a price or a payout', async () => {
    const ran = await run(debianPython, [script])
    expect(ran.code).not.toBe(0)
  })
})

describe('the November formula (fixtures/ls_fee.before-fix.py)', () => {
  it('misses Lemon Squeezy’s documented fee for its own example', async () => {
    const printed = await amounts(join(here, 'fixtures', 'ls_fee.before-fix.py'), [
      '20',
      '--vat',
      '20',
      '--outside-us',
    ])
    expect(printed[2]).toBe('1.70')
    expect(printed[2]).not.toBe('2.06')
  })
})

describe('the script before the fix round (fixtures/ls_fee.before-payout-fix.py)', () => {
  const old = join(here, 'fixtures', 'ls_fee.before-payout-fix.py')

  it('charges the old 2.5% + $2.50 bank payout fee, not 1%', async () => {
    const printed = await amounts(old, ['--payout', '500', '--method', 'bank'])
    expect(printed[0]).toBe('15.00')
    expect(printed[0]).not.toBe('5.00')
  })

  it('ends in a traceback on --vat 20%', async () => {
    const ran = await run(debianPython, [old, '20', '--vat', '20%'])
    expect(ran.code).not.toBe(0)
    expect(ran.stderr).toMatch(/Traceback/)
  })
})

describe('the script before the second fix round (fixtures/ls_fee.before-edge-fix.py)', () => {
  const old = join(here, 'fixtures', 'ls_fee.before-edge-fix.py')

  it('refuses a full-width 20％', async () => {
    const ran = await run(debianPython, [old, '20', '--vat', '20％'])
    expect(ran.code).toBe(2)
  })

  it.each([[['1e30']], [['20', '--vat', '1e30']], [['--payout', '1e30']]])(
    'ends in a traceback on %j',
    async (args) => {
      const ran = await run(debianPython, [old, ...args])
      expect(ran.code).not.toBe(0)
      expect(ran.stderr).toMatch(/Traceback/)
    },
  )

  it('silently ignores a price given together with --payout', async () => {
    const ran = await run(debianPython, [old, '20', '--payout', '100'])
    expect(ran.code).toBe(0)
    expect(ran.stderr).toBe('')
  })
})
