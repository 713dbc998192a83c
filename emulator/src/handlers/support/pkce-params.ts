// The PKCE fields of request bodies, and the challenge they name.

import { type PkceChallenge } from '../../flows/mails'

/** The PKCE fields of the request bodies that start a mail or sign-up flow. */
export const PKCE_PARAMS = { code_challenge: 'string', code_challenge_method: 'string' } as const

export const challengeOf = (params: {
  code_challenge: string
  code_challenge_method: string
}): PkceChallenge => ({
  codeChallenge: params.code_challenge,
  codeChallengeMethod: params.code_challenge_method,
})
