/**
 * Options for the `findBy…` calls of the section page tests: the route's module is loaded lazily,
 * which can take well over Testing Library's default second on a busy machine. The same tests give
 * each test 20 s (describe options) for the same reason.
 */
export const PAGE_LOAD = { timeout: 10_000 }
