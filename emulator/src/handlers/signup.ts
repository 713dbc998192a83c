// POST /signup (email, and anonymous when enabled).

import { type App } from '../app'
import { inTransaction } from '../services'
import { unprocessable } from '../errors'
import { issueSession } from '../flows/session'
import { signup } from '../flows/signup'
import { type Reply, jsonReply } from '../http/reply'
import { type Json } from '../models/json'
import { insertUser } from '../models/users'
import { PKCE_PARAMS, challengeOf } from './support/pkce-params'
import { type ApiRequest, limitByAddress, readParams, requestAud, requestOrigin } from './support/request'

const SIGNUP_SPEC = {
  email: 'string',
  phone: 'string',
  password: 'string',
  data: 'object',
  channel: 'string',
  ...PKCE_PARAMS,
} as const

export async function signupHandler(app: App, request: ApiRequest): Promise<Reply> {
  const params = await readParams(request, 'SignupParams', SIGNUP_SPEC)
  if (params.email === '' && params.phone === '') return signupAnonymously(app, request, params.data)
  limitByAddress(app, request, app.limiters.otp)
  const input = {
    email: params.email,
    phone: params.phone,
    password: params.password,
    data: params.data,
    ...challengeOf(params),
  }
  return jsonReply(await signup(app.services, input, requestOrigin(app, request)))
}

async function signupAnonymously(app: App, request: ApiRequest, data: Json | undefined): Promise<Reply> {
  if (!app.services.config.externalAnonymousUsersEnabled) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  limitByAddress(app, request, app.limiters.anonymous)
  if (app.services.config.disableSignup)
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  const aud = requestAud(app)
  const session = await inTransaction(app.services, async (scope) => {
    const user = await insertUser(
      scope.tx,
      {
        aud,
        role: app.services.config.jwtDefaultGroupName,
        email: null,
        encryptedPassword: null,
        appMetaData: {},
        userMetaData: data ?? {},
        isAnonymous: true,
      },
      app.services.now(),
    )
    return issueSession(app.services, scope.tx, user, 'anonymous', request.client)
  })
  return jsonReply(session)
}
