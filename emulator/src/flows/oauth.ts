// The OAuth flow with a (stand-in) provider: its flow state from /authorize to /callback, and the
// account and session or PKCE code it ends with (GoTrue's ExternalProviderRedirect and
// ExternalProviderCallback).

import { isUuid, randomHex } from '../crypto'
import { type ApiError, badRequest } from '../errors'
import {
  type FlowStateRow,
  claimOAuthFlow,
  consumeFlowState,
  createFlowState,
  findFlowStateById,
  isFlowStateExpired,
  isPkceFlowState,
} from '../models/flow-state'
import { type Services, inTransaction } from '../services'
import { type ProviderProfile, accountFromExternalIdentity, providerClaims } from './external-account'
import { type SessionClient, type TokenResponse, issueSession } from './session'

export interface OAuthStart {
  provider: string
  codeChallenge: string
  codeChallengeMethod: string
  redirectTo: string
}

/** The flow state /authorize opens; its id is the `state` the provider hands back. */
export async function startOAuth(services: Services, start: OAuthStart): Promise<string> {
  const flow = await createFlowState(
    services.db,
    {
      providerType: start.provider,
      authenticationMethod: 'oauth',
      codeChallenge: start.codeChallenge,
      codeChallengeMethod: start.codeChallengeMethod,
      userId: null,
      referrer: start.redirectTo,
    },
    services.now(),
  )
  return flow.id
}

const isExpired = (services: Services, flow: FlowStateRow) =>
  isFlowStateExpired(flow, services.config.flowStateExpirySeconds, services.now())

/** Whether `state` names an unclaimed, unexpired OAuth flow of this provider. */
export async function isPendingOAuth(services: Services, provider: string, state: string): Promise<boolean> {
  if (!isUuid(state)) return false
  const flow = await findFlowStateById(services.db, state)
  if (!flow || flow.provider_type !== provider || flow.user_id) return false
  return !isExpired(services, flow)
}

/** loadFlowState: the flow a callback's state names, or why it cannot go on. */
export async function loadCallbackFlow(services: Services, state: string): Promise<FlowStateRow | ApiError> {
  if (state === '') return badRequest('bad_oauth_callback', 'OAuth state parameter missing')
  if (!isUuid(state)) return badRequest('bad_oauth_state', 'OAuth state parameter is invalid')
  const flow = await findFlowStateById(services.db, state)
  if (!flow) return badRequest('bad_oauth_state', 'OAuth state not found or expired')
  if (isExpired(services, flow)) return badRequest('bad_oauth_state', 'OAuth state has expired')
  if (isPkceFlowState(flow) && flow.user_id) {
    return badRequest('flow_state_already_used', 'State has already been used')
  }
  return flow
}

export type OAuthOutcome =
  { kind: 'code'; code: string } | { kind: 'session'; session: TokenResponse; providerToken: string }

/** The provider vouched for `profile`: its account, then a PKCE code or a session. */
export async function finishOAuth(
  services: Services,
  flow: FlowStateRow,
  profile: ProviderProfile,
  { aud, client }: { aud: string; client: SessionClient },
): Promise<OAuthOutcome> {
  const claims = providerClaims(services, profile)
  const providerToken = `emulator-${profile.provider}-token-${randomHex(16)}`
  return inTransaction(services, async (scope) => {
    const user = await accountFromExternalIdentity(services, scope.tx, profile.provider, claims, aud)
    if (isPkceFlowState(flow)) {
      if (!(await claimOAuthFlow(scope.tx, flow.id, user.id, providerToken, services.now()))) {
        throw badRequest('flow_state_already_used', 'State has already been used')
      }
      return { kind: 'code', code: flow.auth_code ?? '' }
    }
    const session = await issueSession(services, scope.tx, user, 'oauth', client)
    await consumeFlowState(scope.tx, flow.id)
    return { kind: 'session', session, providerToken }
  })
}
