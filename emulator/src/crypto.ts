import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import bcrypt from 'bcryptjs'

export const newId = (): string => randomUUID()

const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789'
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function randomFrom(alphabet: string, length: number): string {
  let text = ''
  for (let index = 0; index < length; index++) text += alphabet[randomInt(alphabet.length)]
  return text
}

/** GoTrue v1 refresh tokens: 12 random characters of [a-z0-9]. */
export const newRefreshToken = (): string => randomFrom(LOWER_ALNUM, 12)

/** Mailpit-style message ID. */
export const newMessageId = (): string => randomFrom(ALNUM, 22)

export const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex')

/** A numeric one-time code of the configured length. */
export function newOtp(length: number): string {
  let digits = ''
  for (let index = 0; index < length; index++) digits += String(randomInt(10))
  return digits
}

/** GoTrue's token hash: lower-case hex SHA-224 of (email or phone + otp). */
export const tokenHash = (identifier: string, otp: string): string =>
  createHash('sha224')
    .update(identifier + otp)
    .digest('hex')

export function constantTimeEqual(first: string, second: string): boolean {
  const firstBytes = Buffer.from(first)
  const secondBytes = Buffer.from(second)
  if (firstBytes.length !== secondBytes.length) return false
  return timingSafeEqual(firstBytes, secondBytes)
}

export const PKCE_INVALID_CHALLENGE = 'code challenge does not match previously saved code verifier'
export const PKCE_INVALID_METHOD = 'code challenge method not supported'

/** Returns null when the verifier matches, else GoTrue's error message. */
export function checkPkce(challenge: string, method: string, verifier: string): string | null {
  switch (method.toLowerCase()) {
    case 's256': {
      const hashed = createHash('sha256').update(verifier).digest('base64url')
      return constantTimeEqual(challenge, hashed) ? null : PKCE_INVALID_CHALLENGE
    }
    case 'plain':
      return constantTimeEqual(challenge, verifier) ? null : PKCE_INVALID_CHALLENGE
    default:
      return PKCE_INVALID_METHOD
  }
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost)
}

const standInHashes = new Map<number, Promise<string>>()

/**
 * Spends the same bcrypt work as checking a real password, for an email with no password to check:
 * otherwise an unknown address answers in 2 ms and a known one in 80, which tells an attacker
 * which addresses have accounts.
 */
export async function verifyAgainstNothing(password: string, cost: number): Promise<false> {
  let standIn = standInHashes.get(cost)
  if (!standIn) {
    standIn = bcrypt.hash('no account has this password', cost)
    standInHashes.set(cost, standIn)
  }
  await verifyPassword(password, await standIn)
  return false
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (Buffer.byteLength(password) > 72) return false
  try {
    return await bcrypt.compare(password, hash)
  } catch {
    return false
  }
}

export const isUuid = (text: string): boolean =>
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(text)

/** A stable numeric-looking provider subject for a stand-in identity (Google: 21 digits, GitHub: up to 9). */
export function stableProviderSubject(provider: string, email: string): string {
  const digest = createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest()
  const number = digest.readBigUInt64BE(0)
  if (provider === 'github') return String((number % 900_000_000n) + 100_000_000n)
  return (String(number) + String(digest.readBigUInt64BE(8))).slice(0, 21).padStart(21, '1')
}
