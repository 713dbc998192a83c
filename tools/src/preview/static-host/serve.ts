import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { headersFor, matchRule, parseHeaders, parseRedirects, type HostRule } from './host-rules'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.webmanifest'])
// Host configuration, never served (Netlify and Vercel do not serve theirs either).
const hidden = new Set(['/_redirects', '/_headers', '/nginx.conf'])

async function isFile(file: string) {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false
}

/**
 * Serves a build the way a static host does: a file where one exists, `<path>/index.html` for a
 * page, then the build's own _redirects rules (the shell with 200 for client-only pages, permanent
 * redirects, 404.html with 404 for the rest), gzip for text, and the build's _headers (security
 * headers everywhere, immutable caching for hashed assets).
 */
export async function staticHost(root: string) {
  const readHostFile = (name: string) => readFile(join(root, name), 'utf8').catch(() => '')
  const rules: HostRule[] = parseRedirects(await readHostFile('_redirects'))
  const headerRules = parseHeaders(await readHostFile('_headers'))
  const gzipped = new Map<string, Buffer>()

  async function send(request: IncomingMessage, response: ServerResponse, file: string, status = 200) {
    const body = await readFile(file)
    const extension = extname(file)
    const headers: Record<string, string> = {
      'Content-Type': types[extension] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...headersFor(headerRules, new URL(request.url ?? '/', 'http://host.invalid').pathname),
    }
    let payload: Buffer = body
    if (compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      payload = gzipped.get(file) ?? gzipSync(body)
      gzipped.set(file, payload)
      headers['Content-Encoding'] = 'gzip'
    }
    headers['Content-Length'] = String(payload.length)
    response.writeHead(status, headers)
    response.end(request.method === 'HEAD' ? undefined : payload)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const url = new URL(request.url ?? '/', 'http://host.invalid')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      response.writeHead(400).end()
      return
    }
    const file = normalize(join(root, pathname))
    // With the separator: a bare prefix check let `/..%2fdist-other/` read a sibling `dist-other`.
    const inRoot = file.startsWith(normalize(join(root, sep)))
    if (!inRoot || hidden.has(pathname)) {
      response.writeHead(404).end()
      return
    }
    if (await isFile(file)) return send(request, response, file)
    const page = join(file, 'index.html')
    if (await isFile(page)) return send(request, response, page)
    const rule = matchRule(rules, pathname)
    if (rule && rule.status >= 300 && rule.status < 400) {
      response
        .writeHead(rule.status, { ...headersFor(headerRules, pathname), Location: `${rule.to}${url.search}` })
        .end()
      return
    }
    if (rule) return send(request, response, join(root, rule.to), rule.status)
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
  }

  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error)
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
}
