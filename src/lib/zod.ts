// eslint-disable-next-line no-restricted-imports -- the one module that configures zod
import { z } from 'zod/mini'

// zod/mini tree-shakes to the checks a schema uses (the auth forms' schemas cost about 9 KB gzip less
// than with classic zod, whose methods bring every check and JSON Schema along).
// zod compiles fast parsers with `new Function` unless told not to. The site's Content-Security-Policy
// forbids eval, and zod's probe for it would be reported as a violation. Every schema imports z from
// here, so the setting is in place before any schema is built or parsed.
z.config({ jitless: true })

export { z }
