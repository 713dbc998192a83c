import { withServedBuild } from '../served-build'
import { measureFirstLoad, type FirstLoad } from './measure-first-load'

/** Each page's first load from a served build, a few at a time: bytes do not depend on how busy the machine is. */
export function measureFirstLoads(outDir: string, paths: readonly string[]): Promise<FirstLoad[]> {
  return withServedBuild(outDir, async (browser, origin) => {
    const loads: FirstLoad[] = []
    for (let start = 0; start < paths.length; start += 4)
      loads.push(
        ...(await Promise.all(
          paths.slice(start, start + 4).map((path) => measureFirstLoad(browser, origin, path)),
        )),
      )
    return loads
  })
}
