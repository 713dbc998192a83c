import type { AddressInfo } from 'node:net'
import { chromium } from '@playwright/test'
import { closedNetworkFlags, findChromium } from '../../find-chromium'
import { staticHost } from '../../preview/static-host/serve'
import { measureFirstLoad, type FirstLoad } from './measure-first-load'

/**
 * Serves a build as a static host does (gzip, the build's rules) and measures each page's first load
 * in Chromium, a few at a time: bytes do not depend on how busy the machine is.
 */
export async function measureFirstLoads(outDir: string, paths: readonly string[]): Promise<FirstLoad[]> {
  const server = await staticHost(outDir)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: findChromium(), args: closedNetworkFlags })
  try {
    const loads: FirstLoad[] = []
    for (let start = 0; start < paths.length; start += 4)
      loads.push(
        ...(await Promise.all(
          paths.slice(start, start + 4).map((path) => measureFirstLoad(browser, origin, path)),
        )),
      )
    return loads
  } finally {
    await browser.close()
    server.close()
  }
}
