/**
 * The code a guide shows lives in real files under examples/, where tools can parse and run it; an
 * article's code block names its file (`"example": "examples/<section>/<guide>/<file>"`) and holds
 * no code. Everything that reads an article for a reader (the dev server, the build, the prerender,
 * the search index, the tests) reads it through `inlineExamples`, which puts each file's text into
 * the block's `code`.
 */

type Json = Record<string, unknown>

/** An article id as the route table names it: "products-tech/ai-mcp". */
const articlePath = /\/public\/locales\/[a-z]{2}\/articles\/([a-z0-9-]+\/[a-z0-9-]+)\.json$/

/** The article id of a locale file's path, or undefined for any other file. */
export function articleIdOf(file: string): string | undefined {
  return file.replace(/\\/g, '/').match(articlePath)?.[1]
}

export class ExampleError extends Error {}

/**
 * The article with every code block's `example` file inlined as its `code`, without the file's
 * final newline (a file ends with one; the code a reader copies does not need it). Throws an
 * ExampleError for a block that names a file outside its guide's folder or a file that cannot be
 * read, and for a block that names a file and holds code too (the code would silently be replaced).
 */
export function inlineExamples(
  article: unknown,
  articleId: string,
  readExample: (path: string) => string,
): unknown {
  const sections = (article as Json | null)?.sections
  if (!Array.isArray(sections)) return article
  return {
    ...(article as Json),
    sections: sections.map((section: Json) =>
      Array.isArray(section.blocks)
        ? { ...section, blocks: section.blocks.map((block: Json) => inlined(block, articleId, readExample)) }
        : section,
    ),
  }
}

function inlined(block: Json, articleId: string, readExample: (path: string) => string): Json {
  if (block.type !== 'code' || typeof block.example !== 'string') return block
  const path = block.example
  const folder = `examples/${articleId}/`
  if (!path.startsWith(folder) || path.slice(folder.length).includes('/'))
    throw new ExampleError(`${articleId}: example "${path}" is not a file in ${folder}`)
  if ('code' in block)
    throw new ExampleError(
      `${articleId}: the block naming ${path} also holds code; the file is the only copy`,
    )
  let text: string
  try {
    text = readExample(path)
  } catch {
    throw new ExampleError(`${articleId}: example ${path} is missing`)
  }
  return { ...block, code: text.replace(/\r?\n$/, '') }
}
