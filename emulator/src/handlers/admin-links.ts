// POST /admin/generate_link (the link comes back, no mail is sent) and POST /invite (mailed).

import { type App } from '../app'
import { generateLink, inviteUser } from '../flows/admin-links'
import { type Reply, jsonReply } from '../http/reply'
import { type Admin } from '../guards'
import { type ApiRequest, readParams, redirectTarget } from './support/request'

const LINK_SPEC = {
  type: 'string',
  email: 'string',
  new_email: 'string',
  password: 'string',
  data: 'object',
  redirect_to: 'string',
} as const

export async function generateLinkHandler(app: App, request: ApiRequest, { aud }: Admin): Promise<Reply> {
  const params = await readParams(request, 'GenerateLinkParams', LINK_SPEC)
  // The body's redirect_to wins when it is allowed; else GetReferrer (header, query, Referer, site).
  const redirectTo = app.redirects.isValid(params.redirect_to)
    ? params.redirect_to
    : redirectTarget(app, request)
  const input = {
    type: params.type,
    email: params.email,
    newEmail: params.new_email,
    password: params.password,
    data: params.data,
  }
  return jsonReply(await generateLink(app.services, input, { aud, redirectTo }))
}

export async function inviteHandler(app: App, request: ApiRequest, { aud }: Admin): Promise<Reply> {
  const params = await readParams(request, 'InviteParams', { email: 'string', data: 'object' })
  const target = { aud, redirectTo: redirectTarget(app, request) }
  return jsonReply(await inviteUser(app.services, { email: params.email, data: params.data }, target))
}
