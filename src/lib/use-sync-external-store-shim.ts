// react-i18next imports the shim that brought useSyncExternalStore to React 17; React 19 has it
// built in, so the shim's fallback (and its CommonJS wrapper) need not ship. See vite.config.ts.
export { useSyncExternalStore } from 'react'
