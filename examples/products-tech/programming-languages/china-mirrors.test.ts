// The programming-languages guide's "install packages from mainland China" block, pasted into a terminal as
// the guide says: into interactive bash and zsh (the default shell on macOS) on a pseudo-terminal, as one
// bracketed paste followed by Enter (support/terminal-paste.ts), from the states a reader's machine is in:
// - a fresh machine: an empty home, no ~/.npmrc, no pip or Go settings, no ~/.bashrc or ~/.zshrc;
// - a machine that followed an old tutorial: ~/.npmrc already points at the retired registry.npm.taobao.org,
//   next to a setting of the reader's own, saved without a final newline;
// - a shell startup file saved without a final newline (the Flutter lines must not glue onto its last line);
// - the block pasted twice (the startup file must not get the Flutter lines twice);
// - Go not installed (the other lines must still work) and Go installed (a stand-in `go` records its arguments,
//   since this machine has no Go: what `go env -w` then writes is Go's own business, not the block's).
// Every paste must end back at the shell's prompt with no `quote>`, no parse error and no "command not found"
// except for a tool the reader has not installed. It checks the files the commands write, that a new terminal
// sees the Flutter mirror, and that pip in a new virtual environment (python-venv.sh) uses the mirror. No test
// reaches the network: npm config and pip config only write files.
// Rejected by the same checks:
// - the block with comment lines (fixtures/*.with-comments.*.sh): in interactive zsh `#` starts no comment, so
//   the apostrophe in the English "shell's" leaves zsh at `quote>` with nothing run, and each Chinese comment
//   line prints "command not found: #";
// - the old tutorial's block (fixtures/china-mirrors.old-tutorial.sh): it points npm at the retired taobao
//   address and glues the Flutter line onto the file's last line.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { machine, startupFile } from '../../support/mirror-machine.ts'
import { pasteProblems } from '../../support/terminal-paste.ts'

const blocks = ['china-mirrors.sh']
const withComments = ['china-mirrors.with-comments.en.sh', 'china-mirrors.with-comments.zh.sh'] as const
const oldTutorial = join('fixtures', 'china-mirrors.old-tutorial.sh')
const shells = ['bash', 'zsh']
const tuna = 'https://mirrors.tuna.tsinghua.edu.cn/pypi/web/simple'
const flutterLines = [
  'export PUB_HOSTED_URL="https://pub.flutter-io.cn"',
  'export FLUTTER_STORAGE_BASE_URL="https://storage.flutter-io.cn"',
]

describe.each(blocks)('%s', (script) => {
  describe.each(shells)('pasted into %s', (shell) => {
    it('on a fresh machine: writes ~/.npmrc and pip.conf, prints the new registry, sets up Flutter', async () => {
      const reader = machine({ go: false })
      const pasted = await reader.paste(shell, script)
      expect(pasteProblems(pasted, ['go'])).toEqual([])
      expect(pasted.screen).toContain('https://registry.npmmirror.com')
      expect(reader.read('.npmrc')).toBe('registry=https://registry.npmmirror.com\n')
      expect(await reader.npmRegistry()).toBe('https://registry.npmmirror.com')
      expect(reader.read('.config/pip/pip.conf')).toContain(`index-url = ${tuna}`)
      expect(await reader.pipIndex()).toBe(tuna)
      expect(reader.read(startupFile(shell)).split('\n')).toEqual([...flutterLines, ''])
      expect(await reader.newTerminal(shell, 'echo "$PUB_HOSTED_URL $FLUTTER_STORAGE_BASE_URL"')).toBe(
        'https://pub.flutter-io.cn https://storage.flutter-io.cn',
      )
    })

    it('replaces the retired taobao registry in an existing ~/.npmrc and keeps the reader’s own setting', async () => {
      const reader = machine({ go: false })
      reader.write('.npmrc', 'save-exact=true\nregistry=https://registry.npm.taobao.org')
      expect(pasteProblems(await reader.paste(shell, script), ['go'])).toEqual([])
      const npmrc = reader.read('.npmrc')
      expect(npmrc).toContain('save-exact=true')
      expect(npmrc).not.toContain('taobao')
      expect(await reader.npmRegistry()).toBe('https://registry.npmmirror.com')
    })

    it('adds the Flutter lines on their own lines to a startup file without a final newline, once only', async () => {
      const reader = machine({ go: false })
      reader.write(startupFile(shell), 'alias ll="ls -l"')
      expect(pasteProblems(await reader.paste(shell, script), ['go'])).toEqual([])
      expect(pasteProblems(await reader.paste(shell, script), ['go'])).toEqual([])
      expect(reader.read(startupFile(shell)).split('\n')).toEqual(['alias ll="ls -l"', ...flutterLines, ''])
    })

    it('with Go installed: sets GOPROXY to goproxy.cn with direct as the fallback', async () => {
      const reader = machine({ go: true })
      expect(pasteProblems(await reader.paste(shell, script))).toEqual([])
      expect(reader.goCalls()).toEqual(['env -w GOPROXY=https://goproxy.cn,direct'])
      expect(await reader.npmRegistry()).toBe('https://registry.npmmirror.com')
    })

    it('without Go: the go line fails on its own and the other tools are still set', async () => {
      const reader = machine({ go: false })
      const pasted = await reader.paste(shell, script)
      expect(pasted.screen).toMatch(/go: command not found|command not found: go/)
      expect(pasteProblems(pasted, ['go'])).toEqual([])
      expect(await reader.npmRegistry()).toBe('https://registry.npmmirror.com')
      expect(await reader.pipIndex()).toBe(tuna)
    })

    it('pip in a new virtual environment (python-venv.sh) uses the mirror', { timeout: 60_000 }, async () => {
      const reader = machine({ go: false })
      await reader.paste(shell, script)
      const venv = await reader.paste(shell, 'python-venv.sh')
      expect(pasteProblems(venv)).toEqual([])
      expect(venv.screen).toContain(join(reader.home, '.venv'))
      expect(await reader.pipIndex(join(reader.home, '.venv', 'bin', 'python'))).toBe(tuna)
    })
  })
})

describe.each(withComments)('the block with comment lines (fixtures/%s)', (script) => {
  it('works in bash, where # starts a comment', async () => {
    const reader = machine({ go: false })
    expect(pasteProblems(await reader.paste('bash', join('fixtures', script)), ['go'])).toEqual([])
    expect(await reader.npmRegistry()).toBe('https://registry.npmmirror.com')
  })

  it('is rejected in zsh: the paste leaves zsh at quote> or prints "command not found: #"', async () => {
    const reader = machine({ go: false })
    const problems = pasteProblems(await reader.paste('zsh', join('fixtures', script)), ['go'])
    expect(
      problems.some((problem) => /quote>|command not found: #/.test(problem)),
      problems.join('\n'),
    ).toBe(true)
  })
})

it('the English block with comment lines, pasted into zsh, changes nothing: the open quote swallows it all', async () => {
  const reader = machine({ go: false })
  reader.write('.npmrc', 'registry=https://registry.npm.taobao.org\n')
  const pasted = await reader.paste('zsh', join('fixtures', withComments[0]))
  expect(pasted.finished).toBe(false)
  expect(await reader.npmRegistry()).toBe('https://registry.npm.taobao.org')
  expect(reader.read('.config/pip/pip.conf')).toBe('')
  expect(reader.read('.zshrc')).toBe('')
})

describe.each(shells)('the old tutorial’s block (fixtures), pasted into %s', (shell) => {
  it('is rejected: it points npm at the retired registry.npm.taobao.org', async () => {
    const reader = machine({ go: false })
    await reader.paste(shell, oldTutorial)
    expect(await reader.npmRegistry()).toContain('registry.npm.taobao.org')
  })

  it('is rejected: it glues the Flutter line onto a ~/.bashrc saved without a final newline', async () => {
    const reader = machine({ go: false })
    reader.write('.bashrc', 'alias ll="ls -l"')
    await reader.paste(shell, oldTutorial)
    expect(reader.read('.bashrc').split('\n')[0]).toBe(`alias ll="ls -l"${flutterLines[0]}`)
  })
})
