import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import {
  authInternals,
  boundaryZones,
  contentAlias,
  packageZones,
  wholeRouteTable,
} from './tools/src/lint/import-boundaries.js'

const testFiles = ['src/**/*.test.{ts,tsx}', 'src/test/**']

// Links and redirects go through src/routes/page-link.tsx, whose paths are typed and localized.
const untypedLinks = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate'],
  message: 'Use PageLink, PageNavLink, PageRedirect or usePageNavigate from "@/routes/page-link".',
}
const evalFreeZod = {
  name: 'zod',
  message:
    'Import z from "@/lib/zod" (zod/mini): it turns off the eval that the Content-Security-Policy forbids.',
}
const evalFreeZodMini = { ...evalFreeZod, name: 'zod/mini' }

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      '.emulator',
      'public',
      'screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: [
      'content/**/*.ts',
      'emulator/**/*.ts',
      'mcp/**/*.{ts,js}',
      'examples/**/*.{ts,mjs}',
      'build/**/*.{ts,tsx,mjs}',
      'tools/**/*.{ts,js}',
      'e2e/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  // The folder graph of ARCHITECTURE.md: shared layers import no feature, features meet only
  // through public surfaces, nothing but the page loader reaches into pages, and no cycles.
  {
    files: ['src/**/*.{ts,tsx}', 'emulator/**/*.ts', 'mcp/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { typescript: { project: './tsconfig.app.json' } },
    },
  },
  {
    files: ['emulator/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './emulator', from: './src' }] }],
    },
  },
  // The agent's server reads the guides through content and the build, never the site's code.
  {
    files: ['mcp/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './mcp', from: './src' }] }],
    },
  },
  // The build and the tools sit above the site: their imports are resolved and placed like content's.
  ...['build', 'tools'].map((layer) => ({
    files: [`${layer}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { typescript: { project: `./${layer}/tsconfig.json` } },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: packageZones(layer) }],
    },
  })),
  // content/ is the bottom layer: the site, the build and the tools import it, never the reverse.
  {
    files: ['content/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver': { typescript: { project: './content/tsconfig.json' } },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: packageZones('content') }],
      'no-restricted-imports': [
        'error',
        {
          paths: [evalFreeZod, evalFreeZodMini].map((path) => ({
            ...path,
            importNames: ['z'],
            message: 'Import z from content/src/zod.ts, which turns off the eval the CSP forbids.',
          })),
          patterns: [contentAlias],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ forTests: false }) }],
    },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ forTests: true }) }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/routes/**', ...testFiles],
    rules: { 'no-restricted-imports': ['error', { paths: [untypedLinks, evalFreeZod, evalFreeZodMini] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/auth/**', 'src/routes/**', ...testFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [untypedLinks, evalFreeZod, evalFreeZodMini],
          patterns: [
            {
              group: authInternals,
              message: 'Import the auth feature through "@/auth" (src/auth/index.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The prerender's entry renders every page at build time.
    ignores: ['src/routes/**', 'src/app/render-page.tsx', ...testFiles],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: wholeRouteTable }] },
  },
  // The emulator's layers (ARCHITECTURE.md): handlers parse the request and write the answer; what
  // is decided and stored goes through a flow, so no handler reaches a table or the database.
  {
    files: ['emulator/src/handlers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(models/.*|db)$',
              message: 'Handlers call flows (emulator/src/flows), which reach models/ and db.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'content/src/**/*.ts', 'emulator/src/**/*.ts'],
    ignores: [...testFiles, 'content/**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipComments: true, skipBlankLines: true }] },
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
)
