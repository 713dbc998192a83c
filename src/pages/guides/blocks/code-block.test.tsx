import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import type { Tested } from '@super-individual/content'
import { CodeBlockView } from './code-block'

describe('CodeBlockView', () => {
  afterEach(() => vi.useRealTimers())

  it('labels the language, copies the code, says "Copied", then returns to "Copy"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await renderWithI18n(
      <CodeBlockView
        region="section-1/0/code"
        block={{ type: 'code', language: 'json', title: 'mcp.json', code: '{ "a": 1 }' }}
      />,
      'en',
    )
    vi.useFakeTimers()
    expect(screen.getByText('JSON')).toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Copy this JSON code' })
    fireEvent.click(button)
    await act(async () => {})
    expect(writeText).toHaveBeenCalledWith('{ "a": 1 }')
    expect(screen.getByRole('status')).toHaveTextContent('Copied')
    act(() => vi.advanceTimersByTime(2000))
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('kept as HTML (a page hydrating from the skeleton, whose code is empty), shows and copies the HTML’s code', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const prerendered = document.createElement('div')
    prerendered.innerHTML = '<code data-frozen="section-9/0/code">echo "kept" &amp;&amp; ls</code>'
    document.body.append(prerendered)
    await renderWithI18n(
      <CodeBlockView region="section-9/0/code" block={{ type: 'code', language: 'bash', code: '' }} />,
      'en',
    )
    prerendered.remove()
    expect(screen.getByText('echo "kept" && ls')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Copy this Shell code' }))
    await act(async () => {})
    expect(writeText).toHaveBeenCalledWith('echo "kept" && ls')
  })

  it('says under the snippet what its test ran it with, and when, in the reader’s language', async () => {
    const tested: Tested = { how: 'run', with: ['node', 'mcpSdk'], on: '2026-11-26' }
    await renderWithI18n(
      <CodeBlockView
        region="section-1/0/code"
        block={{ type: 'code', language: 'typescript', example: 'examples/s/g/x.ts', tested, code: 'x()' }}
      />,
      'en',
    )
    expect(
      screen.getByText('Tested with Node 20 and the MCP TypeScript SDK 2.4, on November 26, 2026'),
    ).toBeInTheDocument()
  })

  it('says a file nothing here can run was checked, not run', async () => {
    const tested: Tested = { how: 'checked', with: ['dockerfileAst'], on: '2026-11-26' }
    await renderWithI18n(
      <CodeBlockView
        region="section-1/0/code"
        block={{ type: 'code', language: 'dockerfile', tested, code: 'FROM node:22-slim' }}
      />,
      'zh',
    )
    expect(
      screen.getByText('2026年11月26日检查过，未实际运行：用 dockerfile-ast 0.7 解析（这里没有 Docker）'),
    ).toBeInTheDocument()
  })

  it('lists several tools in Chinese with 、 so Latin names do not run into 和', async () => {
    const tested: Tested = { how: 'run', with: ['zsh', 'curl'], on: '2026-11-26' }
    await renderWithI18n(
      <CodeBlockView
        region="section-1/0/code"
        block={{ type: 'code', language: 'bash', example: 'examples/s/g/x.sh', tested, code: 'ls' }}
      />,
      'zh',
    )
    expect(
      screen.getByText('2026年11月26日实际运行测试，环境：zsh 5.9、curl 7.88（连本地替身服务）'),
    ).toBeInTheDocument()
  })

  it('says so when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    })
    await renderWithI18n(
      <CodeBlockView region="section-1/0/code" block={{ type: 'code', language: 'bash', code: 'ls' }} />,
      'zh',
    )
    fireEvent.click(screen.getByRole('button', { name: '复制这段 Shell 代码' }))
    await act(async () => {})
    expect(screen.getByRole('status')).toHaveTextContent('复制失败')
  })
})
