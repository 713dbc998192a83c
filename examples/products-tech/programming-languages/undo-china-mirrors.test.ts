// The guide's "go back to the official sources" block, pasted in bash and zsh after the mirror block
// (china-mirrors.*.sh), and on a machine that never ran it:
// - after the mirror block: npm reports https://registry.npmjs.org/ again, pip has no index-url, the stand-in
//   `go` is asked to unset GOPROXY, and a new terminal no longer sees the Flutter variables;
// - the reader's own lines in ~/.npmrc and in the startup file stay;
// - a fresh machine: nothing breaks and nothing of the reader's is created or changed.
import { describe, expect, it } from 'vitest'
import { machine, startupFile } from '../../support/mirror-machine.ts'

const pairs = [
  ['china-mirrors.en.sh', 'undo-china-mirrors.en.sh'],
  ['china-mirrors.zh.sh', 'undo-china-mirrors.zh.sh'],
]

describe.each(pairs)('%s, then %s', (mirrors, undo) => {
  describe.each(['bash', 'zsh'])('pasted into %s', (shell) => {
    it('restores npm, pip, Go and Flutter to their defaults and keeps the reader’s own settings', async () => {
      const reader = machine({ go: true })
      reader.write('.npmrc', 'save-exact=true\n')
      reader.write(startupFile(shell), 'alias ll="ls -l"\n')
      await reader.paste(shell, mirrors)
      await reader.paste(shell, undo)
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

describe.each(['undo-china-mirrors.en.sh', 'undo-china-mirrors.zh.sh'])('%s on a fresh machine', (undo) => {
  it.each(['bash', 'zsh'])('in %s: leaves the defaults and creates no startup file', async (shell) => {
    const reader = machine({ go: false })
    await reader.paste(shell, undo)
    expect(await reader.npmRegistry()).toBe('https://registry.npmjs.org/')
    expect(await reader.pipIndex()).toBe('')
    expect(reader.read(startupFile(shell))).toBe('')
  })
})
