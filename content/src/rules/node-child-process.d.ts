/**
 * The one Node API the article rules use (to let python3 parse Python blocks). The app's tsconfig
 * has no Node types because app code must run in a browser; these rules run only in tests and
 * content/src/cli/check-articles.ts, under Node.
 */
declare module 'node:child_process' {
  export function spawnSync(
    command: string,
    args: readonly string[],
    options: { input: string; encoding: 'utf8' },
  ): { status: number | null; stderr: string; error?: Error }
}
