// eslint-disable-next-line no-restricted-imports -- the one module of content/ that configures zod
import { z } from 'zod/mini'

// The same settings as the site's src/lib/zod.ts: zod/mini, and no `new Function` (the site's
// Content-Security-Policy forbids eval, and the checks run in the dev server's pages too).
z.config({ jitless: true })

export { z }
