// The day the site is built, which the pages compare their guides' check dates with: from the
// environment (BUILD_DATE=2027-12-01, so a test or a rebuild of an old commit can set it), else
// today in UTC. Written into process.env, so the client build and the prerender of one `npm run
// build` agree even across midnight.

const isoDay = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

export function buildDateConstant(
  env: Record<string, string | undefined> = process.env,
): Record<string, string> {
  env.BUILD_DATE ??= new Date().toISOString().slice(0, 10)
  if (!isoDay.test(env.BUILD_DATE))
    throw new Error(`BUILD_DATE must be a day as YYYY-MM-DD, not "${env.BUILD_DATE}"`)
  return { __BUILD_DATE__: JSON.stringify(env.BUILD_DATE) }
}
