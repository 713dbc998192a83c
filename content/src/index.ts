// What a page may import: schemas and pure rules, no Node module (./node.ts has those).
export * from './schema/article-schema'
export * from './schema/content-schema'
export * from './glossary/glossary-schema'
export * from './glossary/mark-key'
export * from './freshness/calendar'
export * from './freshness/freshness'
export * from './freshness/sourced-parts'
export * from './freshness/translation-lead'
