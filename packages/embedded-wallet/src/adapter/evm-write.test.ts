import type { EvmSendTransactionParameters } from '@portico/core'
import { erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { evmWriteCapability } from './evm-write'
import { userRejected } from './rpc-error'

const TOKEN = '0x00000000000000000000000000000000000000c3'
const TO = '0x00000000000000000000000000000000000000a2'
const HASH = `0x${'ab'.repeat(32)}` as const

function sender(fail?: unknown) {
  const sent: EvmSendTransactionParameters[] = []
  return {
    sent,
    async sendTransaction(params: EvmSendTransactionParameters) {
      sent.push(params)
      if (fail) throw fail
      return { hash: HASH, status: 'success' as const, blockNumber: '7' }
    },
  }
}

const transfer = { address: TOKEN, abi: erc20Abi, functionName: 'transfer', args: [TO, 1_500_000n] } as const

describe('evmWriteCapability', () => {
  it('encodes an ERC-20 transfer and sends it to the contract as one transaction', async () => {
    const wallet = sender()
    const result = await evmWriteCapability(wallet).writeContract({ namespace: 'eip155', ...transfer })
    expect(result).toEqual({ hash: HASH, status: 'success', blockNumber: '7' })
    expect(wallet.sent).toEqual([
      {
        to: TOKEN,
        data: `0xa9059cbb${TO.slice(2).padStart(64, '0')}${(1_500_000).toString(16).padStart(64, '0')}`,
      },
    ])
  })

  it('a value is sent along as wei', async () => {
    const wallet = sender()
    await evmWriteCapability(wallet).writeContract({ ...transfer, value: '12' })
    expect(wallet.sent[0]?.value).toBe(12n)
  })

  it.each([
    ['a contract address that is not one', { ...transfer, address: '0x1234' }, 'INVALID_ADDRESS'],
    ['an abi that is not an array', { ...transfer, abi: 'transfer' }, 'INVALID_OPTIONS'],
    ['no function name', { ...transfer, functionName: 7 }, 'INVALID_OPTIONS'],
    ['args that are not an array', { ...transfer, args: TO }, 'INVALID_OPTIONS'],
    ['a function the abi lacks', { ...transfer, functionName: 'mint' }, 'INVALID_OPTIONS'],
    ['args the function cannot take', { ...transfer, args: ['alice', 1n] }, 'INVALID_OPTIONS'],
    ['a value that is not an integer', { ...transfer, value: '1.5' }, 'INVALID_OPTIONS'],
    ['another namespace', { ...transfer, namespace: 'solana' }, 'UNSUPPORTED_NAMESPACE'],
  ])('%s is refused with %s before anything is sent', async (_, params, code) => {
    const wallet = sender()
    const write = evmWriteCapability(wallet).writeContract as (p: unknown) => Promise<unknown>
    await expect(write(params)).rejects.toMatchObject({ name: 'PorticoError', code })
    expect(wallet.sent).toEqual([])
  })

  it('the user declining in ApproveTransaction (4001) is USER_REJECTED; other failures are typed too', async () => {
    await expect(evmWriteCapability(sender(userRejected())).writeContract(transfer)).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    await expect(evmWriteCapability(sender(new Error('boom'))).writeContract(transfer)).rejects.toMatchObject({
      code: 'AN_ERROR_OCCURRED',
    })
  })
})
