// Helpers the serializers share: GoTrue's JSON drops empty optional fields and writes ISO times.

export type Json = Record<string, unknown>

export const iso = (time: Date | number): string => new Date(time).toISOString()

export const isoOrUndefined = (time: Date | null | undefined): string | undefined =>
  time ? time.toISOString() : undefined

export function dropUndefined(object: Json): Json {
  for (const key of Object.keys(object)) if (object[key] === undefined) delete object[key]
  return object
}

/** Merges metadata like GoTrue's UpdateUserMetaData: keys set to null are removed. */
export function mergeMetadata(current: Json | null, updates: Json): Json {
  const merged: Json = { ...(current ?? {}) }
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}
