import type { Hex } from 'viem'

// Uniswap V2 exactly as Uniswap publishes it on npm (@uniswap/v2-core, @uniswap/v2-periphery): the router's pair
// address arithmetic hard-codes the init code hash of v2-core's own UniswapV2Pair build, so recompiling the sources
// would break it. Read lazily, so importing this package costs nothing until a deploy. `node:module` is reached at
// run time rather than imported: the lab's browser build imports this package's addresses and must not see it.
function bytecode(artifact: string): Hex {
  const { createRequire } = process.getBuiltinModule('node:module') as typeof import('node:module')
  const { bytecode } = createRequire(import.meta.url)(artifact) as { bytecode: string }
  return (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex
}

export const uniswapV2Bytecode = {
  weth: () => bytecode('@uniswap/v2-periphery/build/WETH9.json'),
  factory: () => bytecode('@uniswap/v2-core/build/UniswapV2Factory.json'),
  router: () => bytecode('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  pair: () => bytecode('@uniswap/v2-core/build/UniswapV2Pair.json'),
}
