// eslint-disable-next-line no-restricted-imports -- the one module that configures zod for content
import { z } from 'zod/mini'

// Every page validates its content at runtime, so the content schemas use zod/mini: it tree-shakes
// to the checks they use instead of about 22 KB gzip on every page's critical path.
// zod compiles fast parsers with `new Function` unless told not to. The site's Content-Security-Policy
// forbids eval, and zod's probe for it would be reported as a violation on every page. The setting
// is shared by zod/mini and classic zod (src/lib/zod-classic.ts), and every schema imports from one
// of these two modules, so it is in place before any schema is built or parsed.
z.config({ jitless: true })

export { z }
