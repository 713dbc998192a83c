// The HTML shell of the emulator's own pages (stand-in sign-in, mail inbox) and escaping.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export interface PageParts {
  title: string
  style?: string
  /** Extra elements for <head> (already escaped). */
  head?: string
  /** The body's content (already escaped). */
  body: string
}

export function htmlPage({ title, style = '', head = '', body }: PageParts): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
${head}<title>${escapeHtml(title)}</title>
${style ? `<style>${style}</style>\n` : ''}</head>
<body>
${body}
</body>
</html>`
}
