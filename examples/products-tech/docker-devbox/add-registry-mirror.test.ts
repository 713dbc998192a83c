// The guide's script for Docker Hub's mirror on a Linux server, run as the guide says (sudo sh
// add-registry-mirror.sh: Debian's /bin/sh is dash; bash too) with /etc/docker moved into a scratch
// folder through DOCKER_DAEMON_JSON, and systemctl and docker replaced by stand-ins that log their
// calls (there is no Docker engine here). Run from each state a server can be in: a fresh Docker
// Engine install with no /etc/docker at all, a daemon.json with other settings and no final newline,
// one that already lists the mirror, and one that is not valid JSON. dockerd does not start with an
// invalid daemon.json, so the script must never restart Docker on one. The reviewed guide told the
// reader to add a bare "registry-mirrors" line to the file, which on a fresh server is the whole
// file, and not JSON.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

const mirror = 'https://docker.m.daocloud.io'

/** A server: a scratch /etc, and systemctl and docker that write what they were asked to a log. */
function server() {
  const root = tempDir('docker-etc')
  const bin = join(root, 'bin')
  mkdirSync(bin)
  const log = join(root, 'calls.log')
  for (const tool of ['systemctl', 'docker']) {
    writeFileSync(
      join(bin, tool),
      `#!/bin/sh\necho "${tool} $*" >> "${log}"\n[ "$1" = info ] && printf ' Registry Mirrors:\\n  ${mirror}/\\n'\nexit 0\n`,
    )
    chmodSync(join(bin, tool), 0o755)
  }
  const config = join(root, 'etc', 'docker', 'daemon.json')
  return {
    config,
    calls: () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []),
    run: (shell: string, script: string) =>
      run(shell, [join(import.meta.dirname, script)], {
        env: { PATH: `${bin}:/usr/bin:/bin`, DOCKER_DAEMON_JSON: config, LANG: 'C.UTF-8' },
      }),
  }
}

describe.each(['add-registry-mirror.en.sh', 'add-registry-mirror.zh.sh'])('%s', (script) => {
  describe.each(['/bin/sh', 'bash'])('run with %s', (shell) => {
    it('on a fresh install with no /etc/docker: writes a daemon.json dockerd can read, then restarts', async () => {
      const host = server()
      const ran = await host.run(shell, script)
      expect(ran.code, ran.stderr).toBe(0)
      expect(JSON.parse(readFileSync(host.config, 'utf8'))).toEqual({ 'registry-mirrors': [mirror] })
      expect(host.calls()).toEqual(['systemctl restart docker', 'docker info'])
    })

    it('with settings already there (and no final newline): keeps them and adds the mirror once', async () => {
      const host = server()
      mkdirSync(join(host.config, '..'), { recursive: true })
      const before = {
        'log-driver': 'json-file',
        'log-opts': { 'max-size': '10m' },
        'registry-mirrors': ['https://a.example'],
      }
      writeFileSync(host.config, JSON.stringify(before))
      expect((await host.run(shell, script)).code).toBe(0)
      expect(readFileSync(`${host.config}.bak`, 'utf8')).toBe(JSON.stringify(before))
      expect((await host.run(shell, script)).code).toBe(0)
      expect(JSON.parse(readFileSync(host.config, 'utf8'))).toEqual({
        ...before,
        'registry-mirrors': ['https://a.example', mirror],
      })
    })

    it('with a daemon.json that is not JSON: exits non-zero, leaves it, and never restarts Docker', async () => {
      const host = server()
      mkdirSync(join(host.config, '..'), { recursive: true })
      const broken = '{ "log-driver": "json-file", }\n'
      writeFileSync(host.config, broken)
      const ran = await host.run(shell, script)
      expect(ran.code).not.toBe(0)
      expect(ran.stderr).toMatch(/not valid JSON|不是合法的 JSON/)
      expect(readFileSync(host.config, 'utf8')).toBe(broken)
      expect(host.calls()).toEqual([])
    })
  })
})

it('rejects the reviewed step: its "registry-mirrors" line, as the whole file of a fresh server, is not JSON', () => {
  const fragment = readFileSync(join(import.meta.dirname, 'fixtures', 'daemon.before-fix.txt'), 'utf8')
  expect(() => JSON.parse(fragment)).toThrow()
  // Pasted inside an existing file's braces after its last key, without a comma, it breaks that too.
  expect(() => JSON.parse(`{ "log-driver": "json-file"\n${fragment}}`)).toThrow()
})
