import { StdioServerTransport } from '@modelcontextprotocol/server/stdio'
import { repoRoot } from '@super-individual/content/node'
import { loadGuideLibrary } from './guide-library.ts'
import { guidesServer } from './guides-server.ts'

// The same address the build puts in its links (README: VITE_SITE_URL).
const siteUrl = (process.env.VITE_SITE_URL ?? 'http://localhost:4173').replace(/\/$/, '')

let library
try {
  library = loadGuideLibrary(repoRoot, siteUrl)
} catch (error) {
  // stdout carries the protocol; a host shows what a server writes to stderr in its log.
  console.error(
    `super-individual-mcp: the guides in ${repoRoot} cannot be read (${(error as Error).message}).`,
  )
  process.exit(1)
}
await guidesServer(library).connect(new StdioServerTransport())
