import type { SupabaseClient } from '@supabase/supabase-js'
import { exportNotebook } from '../notebook/notebook-api'
import { exportRows } from './learning-api'

/** Offers a file for download from the click that asked for it. */
export function download(name: string, text: string, type: string) {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([text], { type }))
  link.download = name
  link.click()
  // The download has started from the click; the object URL is not needed after this turn.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 0)
}

/** "Export my learning data": every row the account holds, notebook included, downloaded as one JSON file. */
export async function downloadLearningData(client: SupabaseClient, now = new Date()) {
  const [rows, notebook] = await Promise.all([exportRows(client), exportNotebook(client)])
  const data = { exported_at: now.toISOString(), ...rows, ...notebook }
  download(
    `learning-data-${now.toISOString().slice(0, 10)}.json`,
    JSON.stringify(data, null, 2),
    'application/json',
  )
}
