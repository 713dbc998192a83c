/** A keyed part of a page's content (see `keyed` in content-schema.ts) as a list in the code's order. */
export function inOrder<const Id extends string, Item extends object>(
  ids: readonly Id[],
  items: Record<Id, Item>,
) {
  return ids.map((id) => ({ ...items[id], id }))
}
