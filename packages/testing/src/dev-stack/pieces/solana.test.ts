import { Connection, PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEV_TOKEN } from '../../solana-rpc'
import { startDevStack } from '../start-dev-stack'

describe('dev stack: solana piece', () => {
  it('starts the local Solana service fast, reports its URLs and stops it', async () => {
    const lines: string[] = []
    const stack = await startDevStack({ evm: false, api: false, log: (line) => lines.push(line), handleSignals: false })
    try {
      console.info(`solana piece up in ${stack.pieceMs.solana} ms`)
      expect(stack.pieceMs.solana).toBeLessThan(3000)
      const { http, ws } = stack.urls.solana
      expect(Number(new URL(ws).port)).toBe(Number(new URL(http).port) + 1)
      expect(lines.join('\n')).toContain(http)
      const connection = new Connection(http, { commitment: 'confirmed', wsEndpoint: ws })
      expect(await connection.getBalance(new PublicKey(SOLANA_DEV_ACCOUNTS[0]!.address))).toBe(1000e9)
      const tokens = await connection.getParsedTokenAccountsByOwner(new PublicKey(SOLANA_DEV_ACCOUNTS[9]!.address), {
        mint: new PublicKey(SOLANA_DEV_TOKEN.mint),
      })
      expect(tokens.value[0]?.account.data.parsed.info.tokenAmount.uiAmount).toBe(SOLANA_DEV_TOKEN.perAccount)
    } finally {
      await stack.stop()
    }
    await expect(fetch(stack.urls.solana.http, { method: 'POST', body: '{}' })).rejects.toThrow()
  })

  it('is left out with solana: false', async () => {
    const stack = await startDevStack({ evm: false, api: false, solana: false, log: false, handleSignals: false })
    expect(stack.urls.solana).toBeUndefined()
    await stack.stop()
  })
})
