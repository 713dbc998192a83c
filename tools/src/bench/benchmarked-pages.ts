/** The pages the README's Lighthouse table shows, each in Chinese and then in English. */
const paths = ['/', '/super-individual', '/marketing/research/seo', '/i18n-demo']
const englishOf = (path: string) => (path === '/' ? '/en' : `/en${path}`)

export const benchmarkedPages = paths.flatMap((path) => [path, englishOf(path)])
