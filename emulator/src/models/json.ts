// Helpers the serializers share: GoTrue's JSON drops empty optional fields and writes ISO times.

export type Json = Record<string, unknown>

export const iso = (time: Date | number): string => new Date(time).toISOString()

export const isoOrUndefined = (time: Date | null | undefined): string | undefined =>
  time ? time.toISOString() : undefined

export function dropUndefined(object: Json): Json {
  for (const key of Object.keys(object)) if (object[key] === undefined) delete object[key]
  return object
}

/**
 * Merges metadata like GoTrue's UpdateUserMetaData: keys set to null are removed. The keys are the
 * client's: assigning `merged["__proto__"]` would set the object's prototype instead of storing
 * the key, so the merge goes through a Map.
 */
export function mergeMetadata(current: Json | null, updates: Json): Json {
  const merged = new Map(Object.entries(current ?? {}))
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) merged.delete(key)
    else merged.set(key, value)
  }
  return Object.fromEntries(merged)
}
