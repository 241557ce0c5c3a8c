import { describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../anvil/accounts'
import { announceProvider } from './announce'
import { type Fault, parseFault } from './faults'
import { FaultyEvmWallet } from './faulty-evm-wallet'

// Only local answers are used (accounts, chain id, signing): no node is contacted.
const wallet = () =>
  new FaultyEvmWallet({
    privateKeys: [DEV_ACCOUNTS[0]!.privateKey],
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
  })

const settleWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'answered',
      () => 'threw',
    ),
    new Promise((r) => setTimeout(() => r('pending'), ms)),
  ])

describe('FaultyEvmWallet', () => {
  it('without a fault it is the real test wallet: connects and signs', async () => {
    const w = wallet()
    expect(await w.request({ method: 'eth_requestAccounts' })).toEqual([DEV_ACCOUNTS[0]!.address])
    const signature = await w.request({ method: 'personal_sign', params: ['0x68690a', DEV_ACCOUNTS[0]!.address] })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('hang never answers; reject is a 4001', async () => {
    const w = wallet().fault('eth_requestAccounts', 'hang').fault('personal_sign', 'reject')
    expect(await settleWithin(w.request({ method: 'eth_requestAccounts' }), 50)).toBe('pending')
    await expect(w.request({ method: 'personal_sign', params: [] })).rejects.toMatchObject({ code: 4001 })
    expect(w.requests.map((r) => r.method)).toEqual(['eth_requestAccounts', 'personal_sign'])
  })

  it.each([
    ['throw-string', 'wallet exploded'],
    ['throw-null', null],
    ['throw-object', { reason: 'no code, no message' }],
  ] as const)('%s throws exactly that value', async (fault, value) => {
    const w = wallet().fault('eth_requestAccounts', fault)
    const thrown = await w.request({ method: 'eth_requestAccounts' }).then(
      () => 'no throw',
      (error: unknown) => error,
    )
    expect(thrown).toEqual(value)
  })

  it('garbage answers what passes a loose check: a non-address, a non-hex chain id', async () => {
    const w = wallet().fault('eth_requestAccounts', 'garbage').fault('eth_chainId', 'garbage')
    expect(await w.request({ method: 'eth_requestAccounts' })).toEqual(['not-an-address'])
    expect(await w.request({ method: 'eth_chainId' })).toBe('0xnot-hex')
  })

  it('late answers for real after the delay; heal removes the fault', async () => {
    const w = wallet().fault('eth_chainId', { late: 80 })
    const started = Date.now()
    expect(await w.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(Date.now() - started).toBeGreaterThanOrEqual(75)
    w.heal().fault('eth_accounts', { answer: 42 })
    expect(await w.request({ method: 'eth_accounts' })).toBe(42)
    w.heal('eth_accounts')
    expect(await w.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('emits events now or after a method was answered, with any payload', async () => {
    const w = wallet().emitAfter('eth_requestAccounts', 'chainChanged', '0x1')
    const seen: unknown[] = []
    w.on('chainChanged', (p) => seen.push(p))
    w.on('accountsChanged', (p) => seen.push(p))
    await w.request({ method: 'eth_requestAccounts' })
    w.emitEvent('accountsChanged', [])
    expect(seen).toEqual(['0x1', []])
  })
})

describe('parseFault (the lab query parameter)', () => {
  it.each([
    ['eth_requestAccounts:hang', { method: 'eth_requestAccounts', fault: 'hang' }],
    ['personal_sign:throw-null', { method: 'personal_sign', fault: 'throw-null' }],
    ['eth_chainId:late-1500', { method: 'eth_chainId', fault: { late: 1500 } }],
  ] as [string, { method: string; fault: Fault }][])('%s', (text, parsed) => {
    expect(parseFault(text)).toEqual(parsed)
  })
  it('a typo is no fault', () => {
    expect(parseFault('eth_chainId:explode')).toBeUndefined()
    expect(parseFault('hang')).toBeUndefined()
  })
})

describe('announceProvider', () => {
  it('announces late (not answering requests before) and twice under another rdns', async () => {
    const target = new EventTarget()
    const seen: string[] = []
    target.addEventListener('eip6963:announceProvider', (e) => {
      seen.push((e as CustomEvent<{ info: { rdns: string } }>).detail.info.rdns)
    })
    const provider = {}
    const info = { uuid: 'u1', name: 'Faulty', icon: 'data:,', rdns: 'dev.faulty.one' }
    const stopA = announceProvider(target, info, provider, 60)
    const stopB = announceProvider(target, { ...info, uuid: 'u2', rdns: 'dev.faulty.two' }, provider)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toEqual(['dev.faulty.two', 'dev.faulty.two'])
    await new Promise((r) => setTimeout(r, 80))
    expect(seen).toEqual(['dev.faulty.two', 'dev.faulty.two', 'dev.faulty.one'])
    stopA()
    stopB()
  })
})
