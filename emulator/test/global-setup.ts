// Runs once per `npm run test:emulator`: builds one migrated PGlite template (initdb costs seconds
// and hundreds of MB) with the emulator's schema and the repo's supabase/migrations applied; every
// test emulator starts from a copy of it in its own temporary folder.

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type TestProject } from 'vitest/node'
import { createTemplate } from '../src/db'

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-template-'))
  await createTemplate(dir)
  project.provide('emulatorTemplate', dir)
  return () => {
    rmSync(dir, { recursive: true, force: true })
  }
}
