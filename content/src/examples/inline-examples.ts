/**
 * The code a guide shows lives in real files under examples/, where tools can parse and run it; an
 * article's code block names its file (`"example": "examples/<section>/<guide>/<file>"`) and holds
 * no code. Everything that reads an article for a reader (the dev server, the build, the prerender,
 * the search index, the tests) reads it through `inlineExamples`, which puts each file's text into
 * the block's `code`, and its entry of examples/tested.json (what the file's test ran it with, and
 * when) into `tested`.
 */

type Json = Record<string, unknown>

/** An article id as the route table names it: "products-tech/ai-mcp". */
const articlePath = /\/public\/locales\/[a-z]{2}\/articles\/([a-z0-9-]+\/[a-z0-9-]+)\.json$/

/** The article id of a locale file's path, or undefined for any other file. */
export function articleIdOfFile(file: string): string | undefined {
  return file.replace(/\\/g, '/').match(articlePath)?.[1]
}

/** The language of an article file's path (public/locales/<lng>/articles/...). */
export function articleLanguageOfFile(file: string): 'zh' | 'en' {
  return file.replace(/\\/g, '/').includes('/locales/en/') ? 'en' : 'zh'
}

export class InlineError extends Error {}

/** Where the tests of examples/ record what each example file was run or parsed with, and when. */
export const testedManifest = 'examples/tested.json'

/**
 * The article with every code block's `example` file inlined as its `code`, without the file's
 * final newline (a file ends with one; the code a reader copies does not need it), and its entry of
 * examples/tested.json as `tested`. Throws an InlineError for a block that names a file outside its
 * guide's folder, a file that cannot be read or has no tested entry, and for a block that names a
 * file and holds code or a tested entry too (the file and the manifest are the only copies).
 */
export function inlineExamples(
  article: unknown,
  articleId: string,
  readExample: (path: string) => string,
): unknown {
  const sections = (article as Json | null)?.sections
  if (!Array.isArray(sections)) return article
  let tested: Json | undefined
  const testedOf = (path: string) => {
    tested ??= JSON.parse(readExample(testedManifest)) as Json
    return tested[path]
  }
  return {
    ...(article as Json),
    sections: sections.map((section: Json) =>
      Array.isArray(section.blocks)
        ? {
            ...section,
            blocks: section.blocks.map((block: Json) => inlined(block, articleId, readExample, testedOf)),
          }
        : section,
    ),
  }
}

function inlined(
  block: Json,
  articleId: string,
  readExample: (path: string) => string,
  testedOf: (path: string) => unknown,
): Json {
  if (block.type !== 'code' || typeof block.example !== 'string') return block
  const path = block.example
  const folder = `examples/${articleId}/`
  if (!path.startsWith(folder) || path.slice(folder.length).includes('/'))
    throw new InlineError(`${articleId}: example "${path}" is not a file in ${folder}`)
  for (const key of ['code', 'tested'])
    if (key in block)
      throw new InlineError(
        `${articleId}: the block naming ${path} also holds ${key}; the file and ${testedManifest} are the only copies`,
      )
  let text: string
  try {
    text = readExample(path)
  } catch {
    throw new InlineError(`${articleId}: example ${path} is missing`)
  }
  const tested = testedOf(path)
  if (!tested)
    throw new InlineError(
      `${articleId}: ${path} has no entry in ${testedManifest}; give it a test beside it and say what that test ran it with`,
    )
  return { ...block, code: text.replace(/\r?\n$/, ''), tested }
}
