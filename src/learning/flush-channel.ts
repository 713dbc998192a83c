/**
 * Asks the other tabs of this browser to save what their readers are still typing (a note within
 * its save delay) before this tab signs out: the sign-out question then counts it among the unsent
 * changes, and "Wait and send" takes it to the account it was typed for.
 */
const channelName = 'learning-flush'
/** Long enough for another tab to write a pending note and this tab's store to hear of it. */
const SETTLE_MS = 300

const openChannel = () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName))

export async function askOtherTabsToFlush(): Promise<void> {
  const channel = openChannel()
  if (!channel) return
  channel.postMessage('flush')
  channel.close()
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
}

/** Runs `flush` when another tab asks; returns the unsubscribe. */
export function onFlushAsked(flush: () => void): () => void {
  const channel = openChannel()
  if (!channel) return () => {}
  channel.onmessage = (event: MessageEvent) => event.data === 'flush' && flush()
  return () => channel.close()
}
