import type { SupabaseClient } from '@supabase/supabase-js'
import { exportRows } from './learning-api'

/** "Export my learning data": every row the account holds, downloaded as one JSON file. */
export async function downloadLearningData(client: SupabaseClient, now = new Date()) {
  const rows = await exportRows(client)
  const file = new Blob([JSON.stringify({ exported_at: now.toISOString(), ...rows }, null, 2)], { type: 'application/json' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(file)
  link.download = `learning-data-${now.toISOString().slice(0, 10)}.json`
  link.click()
  // The download has started from the click; the object URL is not needed after this turn.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 0)
}
