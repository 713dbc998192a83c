import { describe, expect, it } from 'vitest'
import { codeOf } from './example-code'

describe('codeOf: what two language copies of an example must share', () => {
  it('leaves out comments, whole or trailing, and the words of strings, keeping what they interpolate', () => {
    const zh = [
      '#!/usr/bin/env bash',
      '# 用法：bash x.sh',
      'LIMIT = 2048  # 字节',
      'echo "备份 $backup 不完整" >&2',
      'print(f"{month} 订单汇总：共 {orders} 单")',
      'def allowed(url):',
      '    """这个网站是否允许。"""',
      '',
      'count=${#items[@]}',
    ].join('\n')
    const en = [
      '#!/usr/bin/env bash',
      '# Usage: bash x.sh',
      '# in the project folder',
      'LIMIT = 2048  # bytes: at most',
      'echo "The dump $backup is incomplete" >&2',
      'print(f"Orders in {month}: {orders} orders")',
      'def allowed(url):',
      '    """What the robots.txt says',
      '    about this URL."""',
      '',
      'count=${#items[@]}',
    ].join('\n')
    expect(codeOf(en)).toEqual(codeOf(zh))
    expect(codeOf(zh)).toEqual([
      'LIMIT = 2048',
      'echo "$backup" >&2',
      'print(f"{month}{orders}")',
      'def allowed(url):',
      '    """"""',
      '',
      'count=${#items[@]}',
    ])
  })

  it('takes a dollar printed before an f-string value for the same value', () => {
    expect(codeOf('print(f"${fee}")')).toEqual(codeOf('print(f"{fee} 美元")'))
    expect(codeOf("const m = `${code ?? 'unknown error'}`")).toEqual(
      codeOf("const m = `${code ?? '未知错误'}`"),
    )
  })

  it('still tells apart a change to the code, or to what a string interpolates', () => {
    expect(codeOf('LIMIT = 2048  # bytes')).not.toEqual(codeOf('LIMIT = 4096  # 字节'))
    expect(codeOf('print(f"{month} 汇总")')).not.toEqual(codeOf('print(f"{year} summary")'))
    expect(codeOf('git add .env')).not.toEqual(codeOf('git add .env.local'))
  })
})
