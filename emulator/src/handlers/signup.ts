// POST /signup (email, and anonymous when enabled).

import { type App, type LimitBucket } from '../app'
import { signup, signupAnonymously } from '../flows/signup'
import { type Reply, jsonReply } from '../http/reply'
import { type Decoded } from '../params'
import { PKCE_PARAMS, challengeOf } from './support/pkce-params'
import { type ApiRequest, readParams, requestOrigin } from './support/request'

const SIGNUP_SPEC = {
  email: 'string',
  phone: 'string',
  password: 'string',
  data: 'object',
  channel: 'string',
  ...PKCE_PARAMS,
} as const

const readSignupParams = (request: ApiRequest) => readParams(request, 'SignupParams', SIGNUP_SPEC)
const isAnonymous = (params: Decoded<typeof SIGNUP_SPEC>) => params.email === '' && params.phone === ''

/**
 * GoTrue's /signup route: email sign-ups count against the OTP limit, anonymous ones against their
 * own, and only while anonymous sign-ins are enabled (else the handler refuses them unlimited).
 */
export async function signupBucket(app: App, request: ApiRequest): Promise<LimitBucket | null> {
  if (!isAnonymous(await readSignupParams(request))) return 'otp'
  return app.services.config.externalAnonymousUsersEnabled ? 'anonymous' : null
}

export async function signupHandler(app: App, request: ApiRequest): Promise<Reply> {
  const params = await readSignupParams(request)
  if (isAnonymous(params)) {
    return jsonReply(await signupAnonymously(app.services, params.data, request.client))
  }
  const input = {
    email: params.email,
    phone: params.phone,
    password: params.password,
    data: params.data,
    ...challengeOf(params),
  }
  return jsonReply(await signup(app.services, input, requestOrigin(app, request)))
}
