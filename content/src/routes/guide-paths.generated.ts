// Written by content/src/routes from content/routes/*.json (npm run routes:generate): edit those files.

/** Published guides per section, in sidebar order: routed, prerendered, listed and counted. */
export const publishedGuides = {
  'marketing': [
    'research/cases',
    'research/seo',
    'domestic/b2b/app-stores',
    'domestic/b2b/mini-programs',
    'domestic/b2b/open-source',
    'domestic/b2c/wechat',
    'domestic/b2c/short-video',
    'domestic/b2c/moments',
    'overseas/b2b/middle-east',
    'overseas/b2b/tiktok',
    'overseas/b2b/open-source',
    'overseas/b2c/google',
    'overseas/b2c/reddit',
    'overseas/b2c/video',
    'overseas/b2c/social',
  ],
  'products-tech': [
    'ai/prompts',
    'ai/mcp',
    'programming/api',
    'programming/analysis',
    'programming/languages',
    'docker/devbox',
    'docker/vercel',
    'ai-programming/cursor',
    'ai-programming/trae',
    'automation/automa',
    'automation/python',
    'freelance',
    'web3',
  ],
  'tools-services': [
    'online/dev-tools',
    'online/ai-agents',
    'online/research-tools',
    'cashflow/company',
    'cashflow/knowledge',
    'overseas/listing',
    'overseas/certification',
    'overseas/partnership',
    'playbooks/paid-from-abroad',
    'playbooks/first-sale-china',
  ],
} as const

/** Drafts: routed in `npm run dev` only, after their section's published guides. */
export const draftGuides: Record<keyof typeof publishedGuides, readonly string[]> = {
  'marketing': [],
  'products-tech': [],
  'tools-services': [],
}
