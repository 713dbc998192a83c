// eslint-disable-next-line no-restricted-imports -- classic zod for the auth forms, configured here
import { z } from 'zod'

// The auth forms' schemas (custom messages, refinements, react-hook-form's resolver) use classic zod;
// they load with the auth dialog, off every page's critical path. jitless: see src/lib/zod.ts.
z.config({ jitless: true })

export { z }
