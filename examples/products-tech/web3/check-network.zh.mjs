// 部署前确认 RPC 节点连的是哪条链，不把合约发到错误的网络上。
// 用法：RPC_URL='你的 RPC 地址' node check-network.mjs [期望的 chain ID，十进制数字，默认 11155111，即 Sepolia]
// 本地节点就填它自己的地址，再把它的 chain ID 作为参数传入。RPC 地址里常带密钥，本脚本不会把它打印出来。
// 退出码：0 网络正确；1 网络不对；2 没设 RPC_URL、连不上节点或 10 秒内没有应答；3 参数不是 chain ID。
const url = process.env.RPC_URL
const argument = process.argv[2] ?? '11155111'
const timeoutSeconds = 10

if (!/^\d+$/.test(argument)) {
  console.error(
    `“${argument}”不是 chain ID：请传十进制数字，比如 Sepolia 是 11155111，本地 Hardhat 节点是 31337`,
  )
  process.exit(3)
}
const expected = BigInt(argument)

if (!url) {
  console.error('没有设置 RPC_URL：先执行 export RPC_URL=你的 RPC 地址（不要写进代码或提交到仓库）')
  process.exit(2)
}

async function call(method) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
    signal: AbortSignal.timeout(timeoutSeconds * 1000),
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = await response.json()
  if (body.error) throw new Error(body.error.message)
  return BigInt(body.result)
}

try {
  const chainId = await call('eth_chainId')
  const block = await call('eth_blockNumber')
  if (chainId !== expected) {
    console.error(`这个节点的 chain ID 是 ${chainId}，不是 ${expected}：不要在这个网络上部署`)
    process.exit(1)
  }
  console.log(`chain ID ${chainId}，最新区块 ${block}：网络正确，可以部署`)
} catch (error) {
  if (error.name === 'TimeoutError') {
    console.error(`RPC 节点 ${timeoutSeconds} 秒内没有应答：换一个节点再试`)
  } else {
    console.error(`连不上 RPC 节点：${error.cause?.code ?? error.message}`)
  }
  process.exit(2)
}
