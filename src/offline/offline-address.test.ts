import { afterEach, describe, expect, it } from 'vitest'
import { moveToOfflineAddress, offlinePageId } from './offline-address'

afterEach(() => {
  document.body.innerHTML = ''
  history.replaceState(null, '', '/')
})

describe('the offline page answered for another address', () => {
  it('moves to /offline, keeping the address asked for', () => {
    document.body.innerHTML = `<div id="${offlinePageId}"></div>`
    history.replaceState(null, '', '/marketing/research/seo?x=1')
    moveToOfflineAddress()
    expect(location.pathname + location.search).toBe(
      `/offline?from=${encodeURIComponent('/marketing/research/seo?x=1')}`,
    )
  })

  it('moves to /en/offline from an English address', () => {
    document.body.innerHTML = `<div id="${offlinePageId}"></div>`
    history.replaceState(null, '', '/en/marketing')
    moveToOfflineAddress()
    expect(location.pathname).toBe('/en/offline')
  })

  it('leaves any other page, and the offline page at its own address, where they are', () => {
    history.replaceState(null, '', '/marketing')
    moveToOfflineAddress()
    expect(location.pathname).toBe('/marketing')
    document.body.innerHTML = `<div id="${offlinePageId}"></div>`
    history.replaceState(null, '', '/offline')
    moveToOfflineAddress()
    expect(location.pathname + location.search).toBe('/offline')
  })
})
