// Every request parameter the emulator looks a value up by, on each server, as data: the method,
// the path and where the value goes (`{v}` in the query, a body value or key, a path segment or a
// header). prototype-keys.test.ts sends each one every inherited name; the fuzzers draw from it.

import { type RunningEmulator } from '../src/server'
import { adminHeaders } from './helpers'

/** `{v}` stands for the value, `{user}` and `{email}` for the account's id and address. */
export interface Parameter {
  server: 'api' | 'mail'
  method: string
  path: string
  /** JSON, or a form when `form` is set. */
  body?: Record<string, unknown> | string
  form?: boolean
  headers?: Record<string, string>
  /** Which key the request carries: the anon key, the service-role key, or the account's token. */
  as?: 'anon' | 'service' | 'user'
  /** The body depends on the value itself (an avatar drawn from it): only status and type compare. */
  bodyVaries?: boolean
}

/** A well-formed id that names no flow state. */
const UUID = '6f1e7c1a-93a4-4c4e-9a3c-0d9a2b0e7b11'

export const PARAMETERS: Parameter[] = [
  // Auth API: query values.
  { server: 'api', method: 'GET', path: '/auth/v1/verify?type={v}&token=abc' },
  { server: 'api', method: 'GET', path: '/auth/v1/verify?type={v}&token=pkce_abc' },
  { server: 'api', method: 'POST', path: '/auth/v1/token?grant_type={v}', body: {} },
  { server: 'api', method: 'GET', path: '/auth/v1/authorize?provider={v}' },
  { server: 'api', method: 'GET', path: '/auth/v1/callback?state={v}' },
  { server: 'api', method: 'POST', path: '/auth/v1/logout?scope={v}', as: 'user' },
  { server: 'api', method: 'GET', path: '/auth/v1/admin/users?sort={v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/auth/v1/admin/users?page={v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/auth/v1/admin/users?filter={v}', as: 'service' },
  { server: 'api', method: 'GET', path: `/auth/v1/emulator/oauth/github/authorize?state={v}` },
  { server: 'api', method: 'GET', path: '/auth/v1/emulator/avatar/seed.svg?name={v}', bodyVaries: true },
  // Auth API: body values and keys.
  { server: 'api', method: 'POST', path: '/auth/v1/verify', body: { type: '{v}', token_hash: 'abc' } },
  {
    server: 'api',
    method: 'POST',
    path: '/auth/v1/verify',
    body: { type: '{v}', token: '123456', email: '{email}' },
  },
  {
    server: 'api',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    body: { email: '{email}', password: 'wrong-password', '{v}': 1 },
  },
  {
    server: 'api',
    method: 'POST',
    path: '/auth/v1/token?grant_type=id_token',
    body: { provider: '{v}', id_token: 'a.b.c' },
  },
  { server: 'api', method: 'POST', path: '/auth/v1/factors', body: { factor_type: '{v}' }, as: 'user' },
  { server: 'api', method: 'POST', path: '/auth/v1/resend', body: { type: '{v}', email: '{email}' } },
  { server: 'api', method: 'POST', path: '/auth/v1/otp', body: { email: '{email}', channel: '{v}' } },
  {
    server: 'api',
    method: 'POST',
    path: '/auth/v1/admin/generate_link',
    body: { type: '{v}', email: '{email}' },
    as: 'service',
  },
  {
    server: 'api',
    method: 'PUT',
    path: '/auth/v1/admin/users/{user}',
    body: { ban_duration: '1{v}' },
    as: 'service',
  },
  { server: 'api', method: 'POST', path: '/auth/v1/callback', body: 'state={v}', form: true },
  {
    server: 'api',
    method: 'POST',
    path: '/auth/v1/emulator/oauth/github/authorize',
    body: 'action=cancel&state={v}',
    form: true,
  },
  // Auth API: path segments.
  { server: 'api', method: 'GET', path: '/auth/v1/{v}' },
  { server: 'api', method: 'GET', path: '/auth/v1/admin/{v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/auth/v1/admin/users/{v}', as: 'service' },
  { server: 'api', method: 'DELETE', path: '/auth/v1/admin/users/{user}/factors/{v}', as: 'service' },
  { server: 'api', method: 'POST', path: '/auth/v1/factors/{v}/verify', body: {}, as: 'user' },
  { server: 'api', method: 'DELETE', path: '/auth/v1/user/identities/{v}', as: 'user' },
  { server: 'api', method: 'GET', path: `/auth/v1/emulator/oauth/{v}/authorize?state=${UUID}` },
  {
    server: 'api',
    method: 'POST',
    path: '/auth/v1/emulator/oauth/{v}/authorize',
    body: `action=cancel&state=${UUID}`,
    form: true,
  },
  { server: 'api', method: 'GET', path: '/auth/v1/emulator/avatar/{v}.svg', bodyVaries: true },
  // Auth API: headers.
  {
    server: 'api',
    method: 'GET',
    path: '/auth/v1/admin/users',
    headers: { 'x-jwt-aud': '{v}' },
    as: 'service',
  },
  { server: 'api', method: 'GET', path: '/auth/v1/user', headers: { 'x-supabase-api-version': '{v}' } },
  { server: 'api', method: 'GET', path: '/auth/v1/settings', headers: { apikey: '{v}' } },
  { server: 'api', method: 'GET', path: '/auth/v1/user', headers: { authorization: 'Bearer {v}' } },
  // Data API: tables, functions, columns, operators, parameters, bodies and headers.
  { server: 'api', method: 'GET', path: '/rest/v1/{v}', as: 'service' },
  { server: 'api', method: 'POST', path: '/rest/v1/rpc/{v}', body: {}, as: 'service' },
  { server: 'api', method: 'POST', path: '/rest/v1/rpc/delete_account', body: { '{v}': 1 }, as: 'user' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?{v}=eq.1', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?day={v}.1', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?day=not.{v}.1', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?day=is.{v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?select={v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?select={v}:day', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?order={v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?order=day.{v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?limit={v}', as: 'service' },
  {
    server: 'api',
    method: 'POST',
    path: '/rest/v1/reading_time?on_conflict={v}',
    body: { day: '2026-11-23' },
    headers: { prefer: 'resolution=merge-duplicates' },
    as: 'user',
  },
  { server: 'api', method: 'POST', path: '/rest/v1/reading_time?columns={v}', body: {}, as: 'user' },
  { server: 'api', method: 'POST', path: '/rest/v1/reading_time', body: { '{v}': 1 }, as: 'user' },
  {
    server: 'api',
    method: 'PATCH',
    path: '/rest/v1/reading_time?day=eq.2026-11-23',
    body: { '{v}': 1 },
    as: 'user',
  },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time', headers: { prefer: '{v}' }, as: 'service' },
  {
    server: 'api',
    method: 'GET',
    path: '/rest/v1/reading_time',
    headers: { prefer: 'count={v}, return={v}' },
    as: 'service',
  },
  {
    server: 'api',
    method: 'GET',
    path: '/rest/v1/reading_time',
    headers: { 'accept-profile': '{v}' },
    as: 'service',
  },
  {
    server: 'api',
    method: 'GET',
    path: '/rest/v1/reading_time',
    headers: { accept: 'application/{v}' },
    as: 'service',
  },
  {
    server: 'api',
    method: 'POST',
    path: '/rest/v1/reading_time',
    body: {},
    headers: { 'content-profile': '{v}' },
    as: 'user',
  },
  // Mail catcher: paths, query and bodies.
  { server: 'mail', method: 'GET', path: '/{v}' },
  { server: 'mail', method: 'GET', path: '/view/{v}' },
  { server: 'mail', method: 'GET', path: '/api/v1/message/{v}' },
  { server: 'mail', method: 'DELETE', path: '/api/v1/message/{v}' },
  { server: 'mail', method: 'GET', path: '/api/v1/search?query={v}' },
  { server: 'mail', method: 'GET', path: '/api/v1/search?query=subject:{v}' },
  { server: 'mail', method: 'GET', path: '/api/v1/messages?start={v}&limit={v}' },
  { server: 'mail', method: 'PUT', path: '/api/v1/messages', body: { '{v}': false } },
  { server: 'mail', method: 'DELETE', path: '/api/v1/messages', body: { IDs: ['{v}'], '{v}': [] } },
  { server: 'mail', method: 'POST', path: '/accounts/{v}/confirm', body: '', form: true },
]

/** The account `{user}` and `{email}` stand for, and whose token `as: 'user'` sends. */
export interface Account {
  id: string
  email: string
  token: string
}

export interface KeyedRequest {
  url: string
  method: string
  headers: Record<string, string>
  body?: string
}

/** The request for one parameter with `value` in its place (encoded for where it goes). */
export function keyedRequest(
  parameter: Parameter,
  value: string,
  emulator: RunningEmulator,
  account: Account,
): KeyedRequest {
  const fill = (template: string, encode: (text: string) => string = (text) => text) =>
    template
      .replaceAll('{v}', encode(value))
      .replaceAll('{user}', account.id)
      .replaceAll('{email}', account.email)
  const headers: Record<string, string> =
    parameter.as === 'service'
      ? adminHeaders(emulator)
      : parameter.as === 'user'
        ? { apikey: emulator.anonKey, authorization: `Bearer ${account.token}` }
        : { apikey: emulator.anonKey }
  for (const [name, template] of Object.entries(parameter.headers ?? {})) headers[name] = fill(template)
  headers['content-type'] = parameter.form ? 'application/x-www-form-urlencoded' : 'application/json'
  let body: string | undefined
  if (typeof parameter.body === 'string') body = fill(parameter.body, encodeURIComponent)
  else if (parameter.body !== undefined) body = fill(JSON.stringify(parameter.body))
  const base = parameter.server === 'api' ? emulator.apiUrl : emulator.mailUrl
  return {
    url: `${base}${fill(parameter.path, encodeURIComponent)}`,
    method: parameter.method,
    headers,
    body,
  }
}
