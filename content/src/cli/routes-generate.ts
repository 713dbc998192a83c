/**
 * `npm run routes:generate`: rewrites content/src/routes/guide-paths.generated.ts from content/routes/*.json.
 * `--check` changes nothing and fails when the committed file is stale (CI runs it through a unit test).
 */
import { readFileSync } from 'node:fs'
import { readGuideData } from '../routes/guide-data.ts'
import { guidePathsFile, renderGuidePaths, writeGuidePaths } from '../routes/guide-paths-file.ts'

if (process.argv.includes('--check')) {
  const stale = readFileSync(guidePathsFile, 'utf8') !== renderGuidePaths(readGuideData())
  console.log(
    stale ? `${guidePathsFile} is stale: run npm run routes:generate` : 'guide paths are up to date',
  )
  process.exit(stale ? 1 : 0)
}
console.log(writeGuidePaths() ? `wrote ${guidePathsFile}` : 'guide paths were up to date')
