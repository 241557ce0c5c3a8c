// viem's encoder for the ERC-20 Send, a chunk of its own loaded on the first call. evm-write imports this module
// rather than `import('viem')`: viem's main entry as a dynamic import target made Vite split @portico/core and
// common out of an app's entry into shared chunks (+1.4 kB of its initial JS, bench/size fixture `email`).
export { encodeFunctionData, isAddress } from 'viem'
