// The HTTP front of the auth API: routing under /auth/v1, CORS, the API key check the Supabase
// gateway does, the 1 MiB body limit, and GoTrue's error writing.

import { type IncomingMessage, type ServerResponse } from 'node:http'
import { type App, type Ctx } from './app'
import { WELL_KNOWN_PUBLISHABLE_KEY, WELL_KNOWN_SECRET_KEY } from './config'
import { newId } from './crypto'
import {
  ApiError,
  OAuthError,
  WeakPasswordError,
  isInputDataError,
  resolveApiVersion,
  sendJson,
  writeError,
} from './errors'
import { verifyHs256 } from './jwt'
import {
  authorizeHandler,
  avatarHandler,
  callbackHandler,
  standInPageHandler,
  standInSubmitHandler,
} from './handlers/external'
import { magicLinkHandler, otpHandler, recoverHandler, resendHandler } from './handlers/mail-flows'
import {
  adminHandler,
  enrollFactorHandler,
  factorHandler,
  healthHandler,
  identitiesHandler,
  jwksHandler,
  oauthServerHandler,
  settingsHandler,
  ssoHandler,
} from './handlers/misc'
import { signupHandler } from './handlers/signup'
import { tokenHandler } from './handlers/token'
import { getUserHandler, logoutHandler, reauthenticateHandler, updateUserHandler } from './handlers/user'
import { verifyGetHandler, verifyPostHandler } from './handlers/verify'

export const AUTH_PREFIX = '/auth/v1'
export const MAX_BODY_BYTES = 1 << 20
const DRAIN_LIMIT = 64 << 20

type Handler = (ctx: Ctx) => Promise<void>

interface Route {
  methods: string[]
  pattern: RegExp
  keys: string[]
  handler: Handler
  /** Reached by browser navigation (or public by nature): the gateway does not ask for an API key. */
  open?: boolean
}

function route(methods: string[], path: string, handler: Handler, open = false): Route {
  const keys: string[] = []
  const source = path
    .split('/')
    .map((seg) => {
      if (seg.startsWith(':')) {
        const [name, suffix] = seg.slice(1).split('.')
        keys.push(name as string)
        return suffix ? `([^/]+)\\.${suffix}` : '([^/]+)'
      }
      if (seg === '*') return '.*'
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return { methods, pattern: new RegExp(`^${source}/?$`), keys, handler, open }
}

const ROUTES: Route[] = [
  route(['GET'], '/health', healthHandler, true),
  route(['GET'], '/settings', settingsHandler),
  route(['GET'], '/.well-known/jwks.json', jwksHandler, true),
  route(['GET'], '/authorize', authorizeHandler, true),
  route(['GET', 'POST'], '/callback', callbackHandler, true),
  route(['POST'], '/signup', signupHandler),
  route(['POST'], '/recover', recoverHandler),
  route(['POST'], '/resend', resendHandler),
  route(['POST'], '/magiclink', magicLinkHandler),
  route(['POST'], '/otp', otpHandler),
  route(['POST'], '/token', tokenHandler),
  route(['GET'], '/verify', verifyGetHandler, true),
  route(['POST'], '/verify', verifyPostHandler, true),
  route(['POST'], '/logout', logoutHandler),
  route(['GET'], '/reauthenticate', reauthenticateHandler),
  route(['GET'], '/user', getUserHandler),
  route(['PUT'], '/user', updateUserHandler),
  route(['GET'], '/user/identities/authorize', identitiesHandler),
  route(['DELETE'], '/user/identities/:identityId', identitiesHandler),
  route(['GET', 'DELETE'], '/user/oauth/grants', oauthServerHandler),
  route(['POST'], '/factors', enrollFactorHandler),
  route(['POST'], '/factors/:factorId/verify', factorHandler),
  route(['POST'], '/factors/:factorId/challenge', factorHandler),
  route(['DELETE'], '/factors/:factorId', factorHandler),
  route(['POST'], '/sso', ssoHandler),
  route(['GET'], '/sso/saml/metadata', ssoHandler),
  route(['POST'], '/sso/saml/acs', ssoHandler),
  route(['POST'], '/invite', adminHandler),
  route(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], '/admin/*', adminHandler),
  route(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], '/oauth/*', oauthServerHandler),
  route(['GET'], '/emulator/oauth/:provider/authorize', standInPageHandler, true),
  route(['POST'], '/emulator/oauth/:provider/authorize', standInSubmitHandler, true),
  route(['GET'], '/emulator/avatar/:seed.svg', avatarHandler, true),
]

const EXPOSED_HEADERS = 'X-Supabase-Api-Version, X-Total-Count, Link, x-sb-error-code'
const DEFAULT_ALLOWED_HEADERS =
  'Accept, Authorization, Content-Type, X-Client-IP, X-Client-Info, X-JWT-AUD, x-use-cookie, X-Supabase-Api-Version, apikey, x-upsert, prefer, range, accept-profile, content-profile'

/** Permissive CORS, like the Supabase gateway: any origin, credentials allowed, the API version header exposed. */
export function applyCors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin
  res.setHeader('Access-Control-Allow-Origin', origin && /^[\x21-\x7e]+$/.test(origin) ? origin : '*')
  res.setHeader('Vary', 'Origin')
  if (origin) res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS)
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse) {
  const requested = req.headers['access-control-request-headers']
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  res.setHeader(
    'Access-Control-Allow-Headers',
    typeof requested === 'string' && /^[\w\-, ]*$/.test(requested) && requested.trim() !== ''
      ? requested
      : DEFAULT_ALLOWED_HEADERS,
  )
  res.setHeader('Access-Control-Max-Age', '86400')
  if (req.headers['access-control-request-private-network'] === 'true') {
    res.setHeader('Access-Control-Allow-Private-Network', 'true')
  }
  res.writeHead(204, { 'Content-Length': '0' })
  res.end()
}

/** Reads the body once, up to 1 MiB; larger bodies are drained and answered with 413. */
export function bodyReader(req: IncomingMessage): () => Promise<Buffer> {
  let pending: Promise<Buffer> | null = null
  return () => {
    pending ??= new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = []
      let size = 0
      let tooLarge = false
      req.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (tooLarge) {
          if (size > DRAIN_LIMIT) req.destroy()
          return
        }
        if (size > MAX_BODY_BYTES) {
          tooLarge = true
          chunks.length = 0
          return
        }
        chunks.push(chunk)
      })
      req.on('end', () => {
        if (tooLarge) {
          reject(
            new ApiError(
              413,
              'request_entity_too_large',
              `Request body too large (max ${MAX_BODY_BYTES} bytes)`,
            ),
          )
        } else {
          resolve(Buffer.concat(chunks))
        }
      })
      req.on('error', reject)
    })
    return pending
  }
}

const GATEWAY_NO_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
}
const GATEWAY_BAD_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
}

/**
 * The Supabase gateway's key check: an HS256 key signed with the JWT secret whose role is anon or
 * service_role (the local well-known keys are such keys), or one of the well-known sb_ keys.
 */
function apiKeyProblem(app: App, req: IncomingMessage, query: URLSearchParams): object | null {
  const header = req.headers.apikey
  const key = (Array.isArray(header) ? header[0] : header) ?? query.get('apikey') ?? ''
  if (key === '') return GATEWAY_NO_KEY
  if (key === WELL_KNOWN_PUBLISHABLE_KEY || key === WELL_KNOWN_SECRET_KEY) return null
  try {
    const claims = verifyHs256(key, app.config.jwtSecret, Math.floor(app.now() / 1000))
    if (claims.role === 'anon' || claims.role === 'service_role') return null
  } catch {
    // fall through
  }
  return GATEWAY_BAD_KEY
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
  })
  res.end(text)
}

export function createApiHandler(app: App) {
  return (req: IncomingMessage, res: ServerResponse) => {
    handle(app, req, res).catch((err: unknown) => {
      // Last resort: never let one request take the process down.
      app.log(
        `[auth] could not answer ${req.method} ${req.url}: ${err instanceof Error ? err.message : String(err)}`,
      )
      res.destroy()
    })
  }
}

async function handle(app: App, req: IncomingMessage, res: ServerResponse) {
  const requestId = newId()
  const apiVersion = resolveApiVersion(req.headers['x-supabase-api-version'])
  try {
    applyCors(req, res)
    const method = (req.method ?? 'GET').toUpperCase()
    let url: URL
    try {
      url = new URL(req.url ?? '/', 'http://emulator.invalid')
    } catch {
      sendText(res, 400, '400 Bad Request')
      return
    }
    if (method === 'OPTIONS') {
      answerPreflight(req, res)
      return
    }
    const pathname = url.pathname
    if (pathname !== AUTH_PREFIX && !pathname.startsWith(`${AUTH_PREFIX}/`)) {
      sendJson(res, 404, { message: 'no Route matched with those values' })
      return
    }
    const path = pathname.slice(AUTH_PREFIX.length) || '/'
    let matched: { route: Route; params: Record<string, string> } | null = null
    let pathKnown = false
    for (const r of ROUTES) {
      const m = r.pattern.exec(path)
      if (!m) continue
      pathKnown = true
      if (!r.methods.includes(method) && !(method === 'HEAD' && r.methods.includes('GET'))) continue
      const params: Record<string, string> = {}
      r.keys.forEach((k, i) => {
        let v = m[i + 1] ?? ''
        try {
          v = decodeURIComponent(v)
        } catch {
          // keep the raw segment
        }
        params[k] = v
      })
      matched = { route: r, params }
      break
    }
    const open = matched?.route.open ?? ROUTES.some((r) => r.open && r.pattern.test(path))
    if (!open) {
      const problem = apiKeyProblem(app, req, url.searchParams)
      if (problem) {
        sendJson(res, 401, problem)
        return
      }
    }
    if (!matched) {
      if (pathKnown) {
        res.writeHead(405, { 'Content-Length': '0' })
        res.end()
      } else {
        sendText(res, 404, '404 page not found\n')
      }
      return
    }
    const ctx: Ctx = {
      app,
      req,
      res,
      method,
      path,
      query: url.searchParams,
      apiVersion,
      requestId,
      ip: req.socket.remoteAddress ?? '',
      params: matched.params,
      body: bodyReader(req),
    }
    await matched.route.handler(ctx)
  } catch (err) {
    let e = err
    if (isInputDataError(err)) {
      e = new ApiError(400, 'validation_failed', `Invalid input: ${err.message}`)
    } else if (!(err instanceof ApiError || err instanceof OAuthError || err instanceof WeakPasswordError)) {
      app.log(
        `[auth] unexpected error on ${req.method} ${req.url}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      )
    }
    if (res.headersSent) {
      res.destroy()
      return
    }
    writeError(res, e, apiVersion, requestId)
  }
}
