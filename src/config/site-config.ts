/**
 * Contact handles shown in the footer and on the community panels.
 * The real handles have not been decided yet, so every value is `null` and the site shows
 * "Coming soon" instead of inventing one. Put the real handle (or URL) here when it exists.
 */
export const siteConfig = {
  contacts: {
    wechat: null as string | null,
    videoChannel: null as string | null,
    officialAccount: null as string | null,
    douyin: null as string | null,
  },
  community: {
    wechatGroup: null as string | null,
    qqGroup: null as string | null,
    discord: null as string | null,
  },
} as const

export type ContactChannel = keyof typeof siteConfig.contacts
export type CommunityChannel = keyof typeof siteConfig.community
