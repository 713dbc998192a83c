// The programming-languages guide's "install packages from mainland China" block, pasted as the guide says into
// a terminal, in bash and in zsh (the default shell on macOS), from the states a reader's machine is in:
// - a fresh machine: an empty home, no ~/.npmrc, no pip or Go settings, no ~/.bashrc or ~/.zshrc;
// - a machine that followed an old tutorial: ~/.npmrc already points at the retired registry.npm.taobao.org,
//   next to a setting of the reader's own, saved without a final newline;
// - a shell startup file saved without a final newline (the Flutter lines must not glue onto its last line);
// - the block pasted twice (the startup file must not get the Flutter lines twice);
// - Go not installed (the other lines must still work) and Go installed (a stand-in `go` records its arguments,
//   since this machine has no Go: what `go env -w` then writes is Go's own business, not the block's).
// It checks the files the commands write, that a new terminal sees the Flutter mirror, and that pip in a new
// virtual environment (python-venv.sh) uses the mirror. No test reaches the network: npm config and pip config
// only write files. The old tutorial's block (fixtures/china-mirrors.old-tutorial.sh) is rejected by the same
// checks: it points npm at the retired taobao address and glues the Flutter line onto the file's last line.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { machine, startupFile } from '../../support/mirror-machine.ts'

const blocks = ['china-mirrors.en.sh', 'china-mirrors.zh.sh']
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
      const ran = await reader.paste(shell, script)
      expect(ran.stdout).toContain('https://registry.npmmirror.com')
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
      await reader.paste(shell, script)
      const npmrc = reader.read('.npmrc')
      expect(npmrc).toContain('save-exact=true')
      expect(npmrc).not.toContain('taobao')
      expect(await reader.npmRegistry()).toBe('https://registry.npmmirror.com')
    })

    it('adds the Flutter lines on their own lines to a startup file without a final newline, once only', async () => {
      const reader = machine({ go: false })
      reader.write(startupFile(shell), 'alias ll="ls -l"')
      await reader.paste(shell, script)
      await reader.paste(shell, script)
      expect(reader.read(startupFile(shell)).split('\n')).toEqual(['alias ll="ls -l"', ...flutterLines, ''])
    })

    it('with Go installed: sets GOPROXY to goproxy.cn with direct as the fallback', async () => {
      const reader = machine({ go: true })
      await reader.paste(shell, script)
      expect(reader.goCalls()).toEqual(['env -w GOPROXY=https://goproxy.cn,direct'])
      expect(await reader.npmRegistry()).toBe('https://registry.npmmirror.com')
    })

    it('without Go: the go line fails on its own and the other tools are still set', async () => {
      const reader = machine({ go: false })
      const ran = await reader.paste(shell, script)
      expect(ran.stderr).toMatch(/go: (command )?not found|command not found: go/)
      expect(await reader.npmRegistry()).toBe('https://registry.npmmirror.com')
      expect(await reader.pipIndex()).toBe(tuna)
    })

    it('pip in a new virtual environment (python-venv.sh) uses the mirror', async () => {
      const reader = machine({ go: false })
      await reader.paste(shell, script)
      const venv = await reader.paste(shell, 'python-venv.sh')
      expect(venv.code, venv.stderr).toBe(0)
      expect(venv.stdout).toContain(join(reader.home, '.venv'))
      expect(await reader.pipIndex(join(reader.home, '.venv', 'bin', 'python'))).toBe(tuna)
    })
  })
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
