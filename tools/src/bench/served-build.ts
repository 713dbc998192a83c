import type { AddressInfo } from 'node:net'
import { chromium, type Browser } from '@playwright/test'
import { closedNetworkFlags, findChromium } from '../find-chromium'
import { staticHost } from '../preview/static-host/serve'

/** Serves a build as a static host does (gzip, the build's rules) to a Chromium, for `use`'s time. */
export async function withServedBuild<T>(
  outDir: string,
  use: (browser: Browser, origin: string) => Promise<T>,
): Promise<T> {
  const server = await staticHost(outDir)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: findChromium(), args: closedNetworkFlags })
  try {
    return await use(browser, origin)
  } finally {
    await browser.close()
    server.close()
  }
}
