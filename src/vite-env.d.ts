/// <reference types="vite/client" />

declare const __BUILD_VERSION__: string
/** The day of the build, YYYY-MM-DD (build/src/vite/build-date.ts): guides older than a year before it say so. */
declare const __BUILD_DATE__: string
/** The local emulator's address and anon key (build/src/vite/site-build-constants.ts). */
declare const __LOCAL_SUPABASE_URL__: string
declare const __LOCAL_SUPABASE_ANON_KEY__: string
/** minimum_password_length of supabase/config.toml, which the emulator enforces too. */
declare const __PASSWORD_MIN_LENGTH__: number

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string
  /** The repository's web address (https://github.com/<owner>/<repo>): each guide links to its file there. */
  readonly VITE_REPO_URL?: string
  /** The branch those links edit; main by default. */
  readonly VITE_REPO_BRANCH?: string
}
