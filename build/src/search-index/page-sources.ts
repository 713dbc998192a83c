/**
 * Where the text of each page outside the articles lives: its namespace and, where one namespace
 * holds several pages, the key of its part. A section page missing here fails the build (see
 * build-search-index.ts), so a new section page cannot silently stay out of search.
 */
export const pageSources: Readonly<Record<string, { namespace: string; key?: string }>> = {
  '/': { namespace: 'home' },
  '/super-individual': { namespace: 'individual', key: 'overview' },
  '/super-individual/skills': { namespace: 'individual', key: 'skills' },
  '/super-individual/products': { namespace: 'individual', key: 'productPath' },
  '/super-individual/market': { namespace: 'individual', key: 'market' },
  '/products-tech': { namespace: 'products' },
  '/marketing': { namespace: 'marketing' },
  '/tools-services': { namespace: 'tools' },
  '/dify-editor': { namespace: 'dify' },
}
