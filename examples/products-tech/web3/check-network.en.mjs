// Before you deploy, confirm which chain your RPC endpoint is on, so a contract never lands on the wrong network.
// Usage: RPC_URL='your RPC URL' node check-network.mjs [expected chain ID, default 11155111, Sepolia]
// For a local node, use its own URL and pass its chain ID as the argument. RPC URLs often carry a key; this script never prints it.
const url = process.env.RPC_URL
const expected = BigInt(process.argv[2] ?? '11155111')

if (!url) {
  console.error(
    'RPC_URL is not set: run export RPC_URL=your-rpc-url first (never put it in code or commit it)',
  )
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
    console.error(`This endpoint's chain ID is ${chainId}, not ${expected}: do not deploy on this network`)
    process.exit(1)
  }
  console.log(`Chain ID ${chainId}, latest block ${block}: right network, safe to deploy`)
} catch (error) {
  console.error(`Cannot reach the RPC endpoint: ${error.cause?.code ?? error.message}`)
  process.exit(2)
}
