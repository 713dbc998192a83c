import { useEffect, useState } from 'react'

interface ContentProblem {
  file: string
  path: string
  line: number
  column: number
  rule: string
}

/**
 * `npm run dev` only: what the dev server found wrong in the locale files (content/src/problems),
 * shown where the editor is looking, each with its file, line, column, JSON path and rule. The rule
 * comes already worded in the broken file's language.
 */
export function ContentProblemsPanel() {
  const [problems, setProblems] = useState<ContentProblem[]>([])
  useEffect(() => {
    fetch('/__content-problems')
      .then((response) => response.json() as Promise<ContentProblem[]>)
      .then(setProblems)
      // No dev server behind the page (the unit tests): the screen above says enough.
      .catch(() => undefined)
  }, [])
  if (problems.length === 0) return null
  return (
    <ul data-testid="content-problems" className="mt-4 space-y-2 text-sm">
      {problems.map((problem) => (
        <li key={`${problem.file}:${problem.path}:${problem.rule}`}>
          <code>
            {problem.file}:{problem.line}:{problem.column}
          </code>{' '}
          <code>{problem.path}</code> {problem.rule}
        </li>
      ))}
    </ul>
  )
}
