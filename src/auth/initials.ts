/**
 * Up to two initials from a full name: "Ada Lovelace" → "AL", "ada" → "A", "张三" → "张三".
 * A Chinese name has no spaces and its characters are not spelled out, so up to two are kept.
 */
export function initials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  if (words.length === 1) {
    const characters = Array.from(words[0])
    return /\p{Script=Han}/u.test(characters[0])
      ? characters.slice(0, 2).join('')
      : characters[0].toUpperCase()
  }
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0].toUpperCase())
    .join('')
}
