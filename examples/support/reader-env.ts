/**
 * The environment of a reader's fresh terminal: a home folder of the test's own (so no setting of
 * this machine's user leaks in), a plain PATH, and no proxy variables, so nothing can reach out.
 */
export function readerEnv(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { HOME: home, PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8', ...extra }
}
