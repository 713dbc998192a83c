// What the site's bundle learns from the emulator package at build time: the local Supabase URL
// and anon key (used when no hosted project is configured) and the sign-up password rule of
// supabase/config.toml, the file the emulator and `supabase config push` read too.
// src/ never imports the emulator; Vite's `define` writes these values into the bundle.
// Relative paths with extensions: Vite's config bundler leaves a package import to Node, which
// cannot load the emulator's TypeScript, but bundles a relative one.
import { LOCAL_ANON_KEY, LOCAL_API_URL } from '../../../emulator/src/local-defaults.ts'
import { passwordRuleFor } from '../../../emulator/src/project-config.ts'

type Env = Record<string, string | undefined>

export function siteBuildConstants(env: Env = process.env): Record<string, string> {
  return {
    __LOCAL_SUPABASE_URL__: JSON.stringify(LOCAL_API_URL),
    __LOCAL_SUPABASE_ANON_KEY__: JSON.stringify(LOCAL_ANON_KEY),
    __PASSWORD_MIN_LENGTH__: JSON.stringify(passwordRuleFor(env).minLength),
  }
}
