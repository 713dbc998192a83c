// eslint-disable-next-line no-restricted-imports -- the one module that configures zod
import { z } from 'zod'

// zod compiles fast parsers with `new Function` unless told not to. The site's Content-Security-Policy
// forbids eval, and zod's probe for it would be reported as a violation on every page. Every schema
// imports z from here, so the setting is in place before any of them is built or parsed.
z.config({ jitless: true })

export { z }
