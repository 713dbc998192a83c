// 部署前确认 RPC 节点连的是哪条链，不把合约发到错误的网络上。
// 用法：RPC_URL='你的 RPC 地址' node check-network.mjs [期望的 chain ID，默认 11155111，即 Sepolia]
// 本地节点就填它自己的地址，再把它的 chain ID 作为参数传入。RPC 地址里常带密钥，本脚本不会把它打印出来。
const url = process.env.RPC_URL
const expected = BigInt(process.argv[2] ?? '11155111')

if (!url) {
  console.error('没有设置 RPC_URL：先执行 export RPC_URL=你的 RPC 地址（不要写进代码或提交到仓库）')
  process.exit(2)
}

async function call(method) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
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
  console.error(`连不上 RPC 节点：${error.cause?.code ?? error.message}`)
  process.exit(2)
}
