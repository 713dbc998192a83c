/**
 * Where the answer engine's index is served (written by build/src/ask/write-ask-index.ts): under
 * /search-index/, so the offline worker keeps its pieces once used, as it keeps the search's. The
 * build version keeps caches from mixing builds.
 */
export const askIndexFolder = '/search-index/ask'

const withVersion = (path: string, version: string) => `${path}?v=${encodeURIComponent(version)}`

export const askIndexUrls = (version: string) => ({
  manifest: withVersion(`${askIndexFolder}/manifest.json`, version),
  bucket: (bucket: number) => withVersion(`${askIndexFolder}/buckets/${bucket}.json`, version),
  quotes: (language: string, shard: number) =>
    withVersion(`${askIndexFolder}/quotes/${language}/${shard}.json`, version),
})
