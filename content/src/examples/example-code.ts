/**
 * An example's code with what a translator changes taken out: comments, and the words of its
 * strings (a message printed to the reader), keeping the names a string interpolates (`{month}`,
 * `${total}`, `$backup`). Two language copies of one example must give the same lines: a fix made
 * to one copy's code and not the other's would show the readers of one language a broken snippet.
 */
export function codeOf(source: string): string[] {
  const lines: string[] = []
  // A string that runs past the end of its line (""", ''' or `): the code before it, its quote and
  // what it interpolates. Its lines are one line of code, however many lines its words take.
  let open: { before: string; quote: string; kept: string } | null = null
  for (const line of source.split('\n')) {
    let code = ''
    let at = 0
    if (/^\s*(\/\*|\*)/.test(line) && !open) at = line.length
    while (at < line.length) {
      if (open) {
        const end = line.indexOf(open.quote, at)
        open.kept += interpolations(end === -1 ? line.slice(at) : line.slice(at, end))
        if (end === -1) break
        code = `${open.before}${code}${open.quote}${open.kept}${open.quote}`
        at = end + open.quote.length
        open = null
        continue
      }
      const rest = line.slice(at)
      const startsComment = rest.startsWith('#') || rest.startsWith('//')
      if (startsComment && (at === 0 || /\s/.test(line[at - 1]!))) break
      const quote = /^("""|'''|`|"|')/.exec(rest)?.[1]
      if (!quote) {
        code += line[at]
        at += 1
      } else if (quote.length === 3 || quote === '`') {
        open = { before: code, quote, kept: '' }
        code = ''
        at += quote.length
      } else {
        let end = at + 1
        while (end < line.length && line[end] !== quote) end += line[end] === '\\' ? 2 : 1
        code += `${quote}${interpolations(line.slice(at + 1, end))}${quote}`
        at = end + 1
      }
    }
    // A line that held only a comment or a string's words is not code; a blank line stays.
    if (!open && (code.trim() || !line.trim())) lines.push(code.trimEnd())
  }
  return lines
}

// `${x}` and `{x}` name the same value: a template literal's or a shell's, or a Python f-string's
// after a dollar sign the English copy prints ("${fee}" beside "{fee} 美元").
const interpolations = (text: string) =>
  (text.match(/\$?\{[^{}]*\}|\$[A-Za-z_][A-Za-z0-9_]*/g) ?? [])
    // A string inside the value (`${code ?? 'unknown error'}`) is words too.
    .map((name) => name.replace(/^\$\{/, '{').replace(/'[^']*'|"[^"]*"/g, "''"))
    .join('')
