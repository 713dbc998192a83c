#!/usr/bin/env node
// The emulator is TypeScript run as it is: tsx compiles each module as Node loads it, so there is
// no build step between an edit and `npm run emulator`.
import { register } from 'tsx/esm/api'

register()
await import('../src/main.ts')
