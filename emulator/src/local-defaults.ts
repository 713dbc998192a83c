// What a local Supabase stack looks like when nobody configured anything: the ports, keys and URLs
// of `supabase start`. The dev runner, the tests, the e2e config and the site's build import them
// from here instead of repeating them; the site's code receives the URL and anon key through the
// build, never by importing the emulator.

export const LOCAL_HOST = '127.0.0.1'
export const LOCAL_API_PORT = 54321
export const LOCAL_MAIL_PORT = 54324

export const localApiUrl = (port: number = LOCAL_API_PORT, host: string = LOCAL_HOST) =>
  `http://${host}:${port}`

/** The Supabase URL a site gives supabase-js to reach the emulator on its default port. */
export const LOCAL_API_URL = localApiUrl()
export const LOCAL_MAIL_URL = localApiUrl(LOCAL_MAIL_PORT)

/** The well-known JWT secret of `supabase start` (local development only). */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

/** The well-known anon key that `supabase start` prints (signed with the secret above). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** The well-known service-role key that `supabase start` prints. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** The newer-style well-known keys that recent `supabase start` versions print. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'
