// Before you deploy, confirm which chain your RPC endpoint is on, so a contract never lands on the wrong network.
// Usage: RPC_URL='your RPC URL' node check-network.mjs [expected chain ID, a decimal number, default 11155111, Sepolia]
// For a local node, use its own URL and pass its chain ID as the argument. RPC URLs often carry a key; this script never prints it.
// Exit codes: 0 right network; 1 wrong network; 2 RPC_URL not set, endpoint unreachable or no answer within 10 seconds; 3 the argument is not a chain ID.
const url = process.env.RPC_URL
const argument = process.argv[2] ?? '11155111'
const timeoutSeconds = 10

if (!/^\d+$/.test(argument)) {
  console.error(
    `"${argument}" is not a chain ID: pass a decimal number, such as 11155111 for Sepolia or 31337 for a local Hardhat node`,
  )
  process.exit(3)
}
const expected = BigInt(argument)

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
    console.error(`This endpoint's chain ID is ${chainId}, not ${expected}: do not deploy on this network`)
    process.exit(1)
  }
  console.log(`Chain ID ${chainId}, latest block ${block}: right network, safe to deploy`)
} catch (error) {
  if (error.name === 'TimeoutError') {
    console.error(`The RPC endpoint did not answer within ${timeoutSeconds} seconds: try another endpoint`)
  } else {
    console.error(`Cannot reach the RPC endpoint: ${error.cause?.code ?? error.message}`)
  }
  process.exit(2)
}
