// The guide's "go back to the official sources" block, pasted into interactive bash and zsh on a terminal
// (support/terminal-paste.ts) after the mirror block (china-mirrors.sh), and on a machine that never ran it:
// - after the mirror block: npm reports https://registry.npmjs.org/ again, pip has no index-url, the stand-in
//   `go` is asked to unset GOPROXY, and a new terminal no longer sees the Flutter variables;
// - the reader's own lines in ~/.npmrc and in the startup file stay;
// - a fresh machine: nothing breaks, nothing of the reader's is created or changed, and the paste is quiet
//   (pip's -qqq keeps its "No such key" error off the screen; without Go the go line alone reports it);
// - every paste ends back at the prompt, with no `quote>`, parse error or "command not found: #".
// The block with comment lines (fixtures/undo-china-mirrors.with-comments.*.sh) is rejected by the same checks
// in zsh, where `#` starts no comment.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { machine, startupFile } from '../../support/mirror-machine.ts'
import { pasteProblems } from '../../support/terminal-paste.ts'

const pairs = [['china-mirrors.sh', 'undo-china-mirrors.sh']]
const withComments = ['undo-china-mirrors.with-comments.en.sh', 'undo-china-mirrors.with-comments.zh.sh']

describe.each(pairs)('%s, then %s', (mirrors, undo) => {
  describe.each(['bash', 'zsh'])('pasted into %s', (shell) => {
    it('restores npm, pip, Go and Flutter to their defaults and keeps the reader’s own settings', async () => {
      const reader = machine({ go: true })
      reader.write('.npmrc', 'save-exact=true\n')
      reader.write(startupFile(shell), 'alias ll="ls -l"\n')
      expect(pasteProblems(await reader.paste(shell, mirrors))).toEqual([])
      expect(pasteProblems(await reader.paste(shell, undo))).toEqual([])
      expect(await reader.npmRegistry()).toBe('https://registry.npmjs.org/')
      expect(reader.read('.npmrc')).toBe('save-exact=true\n')
      expect(await reader.pipIndex()).toBe('')
      expect(reader.read('.config/pip/pip.conf')).not.toContain('tuna')
      expect(reader.goCalls()).toEqual(['env -w GOPROXY=https://goproxy.cn,direct', 'env -u GOPROXY'])
      expect(reader.read(startupFile(shell))).toBe('alias ll="ls -l"\n')
      expect(await reader.newTerminal(shell, 'echo "[$PUB_HOSTED_URL$FLUTTER_STORAGE_BASE_URL]"')).toBe('[]')
    })
  })
})

describe.each(['undo-china-mirrors.sh'])('%s on a fresh machine', (undo) => {
  it.each(['bash', 'zsh'])('in %s: quiet, leaves the defaults and creates no startup file', async (shell) => {
    const reader = machine({ go: true })
    const pasted = await reader.paste(shell, undo)
    expect(pasteProblems(pasted)).toEqual([])
    expect(pasted.screen).not.toMatch(/ERROR|No such key/)
    expect(await reader.npmRegistry()).toBe('https://registry.npmjs.org/')
    expect(await reader.pipIndex()).toBe('')
    expect(reader.read(startupFile(shell))).toBe('')
  })
})

describe.each(withComments)('the block with comment lines (fixtures/%s)', (undo) => {
  it('is rejected in bash on a fresh machine: pip prints its "No such key" error', async () => {
    const reader = machine({ go: true })
    const pasted = await reader.paste('bash', join('fixtures', undo))
    expect(pasted.screen).toMatch(/No such key - global.index-url/)
  })

  it('is rejected in zsh: the paste leaves zsh at quote> or prints "command not found: #"', async () => {
    const reader = machine({ go: true })
    const problems = pasteProblems(await reader.paste('zsh', join('fixtures', undo)))
    expect(
      problems.some((problem) => /quote>|command not found: #/.test(problem)),
      problems.join('\n'),
    ).toBe(true)
  })
})
