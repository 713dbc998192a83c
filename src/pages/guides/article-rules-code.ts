import ts from 'typescript'
import type { CodeBlock } from './article-schema'

/**
 * Instructions a Dockerfile line may start with; a typo here would only surface when a reader
 * runs `docker build`, so the articles are checked for it instead.
 */
const dockerInstructions = new Set([
  'FROM',
  'RUN',
  'CMD',
  'LABEL',
  'EXPOSE',
  'ENV',
  'ADD',
  'COPY',
  'ENTRYPOINT',
  'VOLUME',
  'USER',
  'WORKDIR',
  'ARG',
  'ONBUILD',
  'STOPSIGNAL',
  'HEALTHCHECK',
  'SHELL',
])

function scriptProblems(code: string, kind: ts.ScriptKind, fileName: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind)
  // parseDiagnostics is internal to the compiler API but is the syntax-only result we want:
  // no type checking, no module resolution, so snippets may import packages not installed here.
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

function dockerfileProblems(code: string): string[] {
  const problems: string[] = []
  let continued = false
  const lines = code.split('\n')
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    if (!continued) {
      const instruction = trimmed.split(/\s+/)[0] ?? ''
      if (!dockerInstructions.has(instruction))
        problems.push(`line ${index + 1}: unknown instruction "${instruction}"`)
    }
    continued = trimmed.endsWith('\\')
  }
  const first = lines.map((line) => line.trim()).find((line) => line !== '' && !line.startsWith('#'))
  if (first && !/^(FROM|ARG)\s/.test(first)) problems.push('a Dockerfile must start with FROM (or ARG)')
  return problems
}

/** Without a YAML parser among the dependencies, catch the two mistakes that break every parser. */
function yamlProblems(code: string): string[] {
  const problems: string[] = []
  for (const [index, line] of code.split('\n').entries()) {
    const indent = line.match(/^ */)?.[0].length ?? 0
    if (indent % 2 !== 0) problems.push(`line ${index + 1}: odd indentation`)
  }
  const quotes = code.replace(/#.*$/gm, '').match(/"/g)?.length ?? 0
  if (quotes % 2 !== 0) problems.push('unbalanced double quotes')
  return problems
}

/** Problems that would stop a reader who copies this block from using it; empty means none found. */
export function codeProblems(block: CodeBlock): string[] {
  switch (block.language) {
    case 'json':
      try {
        JSON.parse(block.code)
        return []
      } catch (error) {
        return [`invalid JSON: ${(error as Error).message}`]
      }
    case 'typescript':
      return scriptProblems(block.code, ts.ScriptKind.TS, 'snippet.ts')
    case 'javascript':
      return scriptProblems(block.code, ts.ScriptKind.JS, 'snippet.js')
    case 'dockerfile':
      return dockerfileProblems(block.code)
    case 'yaml':
      return yamlProblems(block.code)
    default:
      return []
  }
}
