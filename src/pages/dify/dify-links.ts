/** Dify's own addresses; every one opens in a new tab through ExternalLink. */
export const difyLinks = {
  site: 'https://dify.ai',
  docs: 'https://docs.dify.ai',
  source: 'https://github.com/langgenius/dify',
} as const
