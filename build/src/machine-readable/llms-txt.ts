import { fill, textAt, type LanguageResources } from './locale-text'

export interface ListedGuide {
  section: string
  title: string
  intro: string
  markdownUrl: string
}

/** The intro's first sentence, or the intro cut at a word near `limit`: one line about the guide. */
export function oneLine(intro: string, limit = 200): string {
  const sentence = /^.+?(?:[。！？]|[.!?](?=\s|$))/.exec(intro)?.[0] ?? intro
  if (sentence.length <= limit) return sentence
  const cut = sentence.slice(0, limit)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2))}…`
}

/**
 * llms.txt (the llmstxt.org layout): the site's name, a paragraph about it, the /ask page and the
 * MCP server an agent can use instead of reading, then each section's guides with a line about
 * each and a link to its Markdown copy.
 */
export function llmsTxt(
  resources: LanguageResources,
  sections: readonly { path: string }[],
  guides: readonly ListedGuide[],
  askUrl: string,
): string {
  const title = (path: string) => textAt(resources, 'navigation', `titles.${path}`)
  const lines = [
    `# ${textAt(resources, 'common', 'brand')}`,
    '',
    `> ${textAt(resources, 'machine-readable', 'llms.summary')}`,
    '',
    `## ${textAt(resources, 'machine-readable', 'llms.tools')}`,
    '',
    `- [${textAt(resources, 'machine-readable', 'llms.askTitle')}](${askUrl}): ${textAt(resources, 'machine-readable', 'llms.ask')}`,
    `- ${textAt(resources, 'machine-readable', 'llms.mcp')}`,
  ]
  for (const section of sections) {
    const listed = guides.filter((guide) => guide.section === section.path)
    if (listed.length === 0) continue
    lines.push(
      '',
      `## ${fill(textAt(resources, 'machine-readable', 'llms.guides'), { section: title(section.path) })}`,
      '',
    )
    for (const guide of listed)
      lines.push(`- [${guide.title}](${guide.markdownUrl}): ${oneLine(guide.intro)}`)
  }
  return `${lines.join('\n')}\n`
}
