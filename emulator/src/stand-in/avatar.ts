// The generated avatar of a stand-in identity without a picture: initials on a colour picked by seed.

import { escapeHtml } from '../http/page'

const PALETTE = ['#0969da', '#1f883d', '#8250df', '#bf3989', '#cf222e', '#bc4c00', '#116329', '#0550ae']

export function avatarUrlFor(authUrl: string, seed: string, name: string): string {
  return `${authUrl}/emulator/avatar/${seed}.svg?name=${encodeURIComponent(name)}`
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const firstAndLast = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return firstAndLast
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 4)
}

export function avatarSvg(seed: string, name: string): string {
  const initials = escapeHtml(initialsOf(name) || '?')
  let hash = 0
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const color = PALETTE[hash % PALETTE.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${initials}"><rect width="128" height="128" fill="${color}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="#fff">${initials}</text></svg>`
}
