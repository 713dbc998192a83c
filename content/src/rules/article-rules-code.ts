import { spawnSync } from 'node:child_process'
import ts from 'typescript'
import { parseAllDocuments } from 'yaml'
import type { CodeBlock } from '../schema/article-schema'

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

/** Every document in the block must parse (compose files and workflows are often one document, but need not be). */
function yamlProblems(code: string): string[] {
  return parseAllDocuments(code).flatMap((document) =>
    'errors' in document
      ? document.errors.map((error) => `invalid YAML: ${error.message.split('\n')[0]}`)
      : [],
  )
}

/**
 * Python is parsed by Python itself (ast.parse: syntax only, nothing is run or imported). Without
 * python3 the check fails rather than passing silently: a snippet nobody parsed is not known to work.
 */
function pythonProblems(code: string): string[] {
  const result = spawnSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], {
    input: code,
    encoding: 'utf8',
  })
  if (result.error) return [`python3 is needed to check Python blocks (${result.error.message})`]
  if (result.status !== 0) {
    const lines = result.stderr.trim().split('\n')
    return [`invalid Python: ${lines.slice(-3).join(' ').trim()}`]
  }
  return []
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
    case 'python':
      return pythonProblems(block.code)
    default:
      return []
  }
}
