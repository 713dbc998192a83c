#!/usr/bin/env node
// The server is TypeScript run as it is, as the emulator is: tsx compiles each module as Node loads it.
import { register } from 'tsx/esm/api'

register()
await import('../src/main.ts')
