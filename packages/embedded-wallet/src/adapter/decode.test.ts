import { localEvm } from '@portico/common/networks'
import { describe, expect, it } from 'vitest'
import { decodeErc20Transfer, describeEvmTransaction, describeTypedData } from './decode'

const RECIPIENT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
// transfer(RECIPIENT, 2.5e18)
const TRANSFER = `0xa9059cbb${RECIPIENT.slice(2).padStart(64, '0')}${(25n * 10n ** 17n).toString(16).padStart(64, '0')}`

describe('ApproveTransaction decoding', () => {
  it('a native transfer: recipient, value with the network symbol, fee', () => {
    expect(describeEvmTransaction({ to: RECIPIENT, value: '0x38d7ea4c68000' }, localEvm, 21_000n * 10n ** 9n)).toEqual({
      namespace: 'eip155',
      method: 'eth_sendTransaction',
      to: RECIPIENT,
      value: '0.001 ETH',
      fee: '0.000021 ETH',
    })
  })

  it('an ERC-20 transfer: the recipient from the calldata, the token contract and raw amount', () => {
    const request = describeEvmTransaction({ to: TOKEN, data: TRANSFER }, localEvm, undefined)
    expect(request.to).toBe(RECIPIENT)
    expect(request.token).toEqual({ address: TOKEN, amount: (25n * 10n ** 17n).toString() })
    expect(request.fee).toBeUndefined()
  })

  it('other calldata is not a transfer', () => {
    expect(decodeErc20Transfer('0x095ea7b3')).toBeUndefined()
    expect(decodeErc20Transfer(undefined)).toBeUndefined()
    expect(decodeErc20Transfer(TRANSFER.slice(0, 40))).toBeUndefined()
  })

  it('typed data is summarised by its primary type and domain name', () => {
    const typed = JSON.stringify({ primaryType: 'Permit', domain: { name: 'PUSD' }, types: {}, message: {} })
    expect(describeTypedData(typed).summary).toBe('Permit · PUSD')
    expect(describeTypedData('not json')).toEqual({ namespace: 'eip155', method: 'eth_signTypedData_v4' })
  })
})
