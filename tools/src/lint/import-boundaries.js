// The allowed imports between the folders of src/, as ARCHITECTURE.md draws them. eslint.config.js
// turns this table into import-x/no-restricted-paths zones; tools/src/lint/import-boundaries.test.ts shows
// that a wrong import fails the lint.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Each folder of src/ and the folders it may import from (besides itself). */
export const allowedImports = {
  lib: [],
  config: ['lib'],
  i18n: ['lib', 'config'],
  theme: ['lib', 'config'],
  routes: ['lib', 'config', 'i18n'],
  components: ['lib', 'config', 'i18n', 'theme', 'routes'],
  auth: ['lib', 'config', 'i18n', 'theme', 'components', 'routes'],
  learning: ['lib', 'config', 'i18n', 'theme', 'components', 'routes', 'auth'],
  search: ['lib', 'config', 'i18n', 'theme', 'components', 'routes'],
  share: ['lib', 'config', 'i18n', 'theme', 'components', 'routes'],
  // The glossary's data, its schema, and the term marks and popover a guide mounts.
  glossary: ['lib', 'config', 'i18n', 'theme', 'components', 'routes'],
  // Offline reading: the worker's registration and update notice, the pages it keeps.
  offline: ['lib', 'config', 'i18n', 'theme', 'components', 'routes'],
  // The /ask page's answers: the quotes and their Markdown copy, fetched through the search's store.
  ask: ['lib', 'config', 'i18n', 'theme', 'components', 'routes', 'search'],
  layout: ['lib', 'config', 'i18n', 'theme', 'components', 'routes', 'auth', 'learning', 'search'],
  pages: [
    'lib',
    'config',
    'i18n',
    'theme',
    'components',
    'routes',
    'auth',
    'learning',
    'search',
    'share',
    'glossary',
    'offline',
    'ask',
  ],
  // The app assembles everything, including the lazily loaded pages.
  app: [
    'lib',
    'config',
    'i18n',
    'theme',
    'components',
    'routes',
    'auth',
    'learning',
    'search',
    'share',
    'layout',
    'pages',
    'glossary',
    'offline',
  ],
}

/** Import paths that reach past the auth feature's public surface (src/auth/index.ts). */
// '@/auth/account-forms' is the feature's second door: the account pages' lazy forms, which would
// put their wrappers in the entry chunk if '@/auth' (imported by the layout) exported them.
export const authInternals = [
  '@/auth/*',
  '../auth/*',
  '../../auth/*',
  '../../../auth/*',
  '!@/auth/account-forms',
]

/**
 * The modules holding every section's guides: for the build, its scripts and the tests. A page or
 * feature that imported one would carry the whole corpus's routes in its scripts; it reads its
 * section's chunk (src/routes/section-routes.ts) instead. Their types may be imported anywhere.
 */
export const wholeRouteTable = [
  '@/routes/route-table',
  '@/routes/sidebar-tree',
  '@super-individual/content/guide-paths',
].map((name) => ({
  name,
  allowTypeImports: true,
  message:
    "It holds every section's guides: read the section's routes (useSectionRoutes, loadSection in @/routes/section-routes).",
}))

const pageFolders = readdirSync(join(import.meta.dirname, '..', '..', '..', 'src', 'pages'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** import-x/no-restricted-paths zones; test files may also use the helpers in src/test. */
export function boundaryZones({ forTests }) {
  const layerZones = Object.entries(allowedImports).map(([folder, allowed]) => ({
    target: `./src/${folder}`,
    from: './src',
    except: [folder, ...allowed, ...(forTests ? ['test'] : [])].map((name) => `./${name}`),
    message: `src/${folder} may import only from ${allowed.length ? allowed.join(', ') : 'itself'} (ARCHITECTURE.md).`,
  }))
  const pageZones = pageFolders.map((folder) => ({
    target: `./src/pages/${folder}`,
    from: './src/pages',
    except: [`./${folder}`],
    message: 'A page folder does not import another page folder: move what they share to src/components.',
  }))
  return [
    ...layerZones,
    ...pageZones,
    { target: './src', from: './emulator', message: 'The site talks to the emulator over HTTP only.' },
    ...packageZones('src'),
  ]
}

/**
 * The packages from the bottom up: each may import those below it, none above it (content/ is
 * imported by the site, the site by the build, the build by the tools). e2e/, the emulator and the
 * examples stand apart: nothing in a layer imports them, except the build and tools' use of the
 * emulator's local defaults.
 */
export const layers = ['content', 'src', 'build', 'tools']
const apart = ['e2e', 'examples']

/** import-x/no-restricted-paths zones for one layer: each import is resolved, then placed. */
export function packageZones(layer) {
  const above = [
    ...layers.slice(layers.indexOf(layer) + 1),
    ...apart,
    ...(layer === 'content' ? ['emulator'] : []),
  ]
  return above.map((other) => ({
    target: `./${layer}`,
    from: `./${other}`,
    message: `${layer}/ imports nothing from ${other}/: the layers read tools -> build -> src -> content (ARCHITECTURE.md).`,
  }))
}

/** The site's alias means nothing inside content/, whose files stand alone. */
export const contentAlias = {
  group: ['@/*'],
  message: 'content/ imports nothing from src/: the site imports content, not the reverse.',
}
