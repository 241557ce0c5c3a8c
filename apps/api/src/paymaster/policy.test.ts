import { expect, test } from 'vitest'
import type { ChainConfig } from '../server/options'
import type { Project } from '../store/repositories/projects'
import { SponsorshipRefused, sponsoredChainIds, sponsoringPaymaster } from './policy'

const project = { id: 'p', allowedOrigins: ['http://127.0.0.1:*'] } as unknown as Project
const entryPoint = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
const paymaster = '0x00000000000000000000000000000000000000aa'
const chain: ChainConfig = {
  chainId: 1,
  name: 'A',
  rpcUrl: 'http://127.0.0.1:1',
  smartAccount: { bundlerUrl: 'http://127.0.0.1:2', entryPoint, factory: entryPoint, paymaster },
}
const options = { signerKey: `0x${'11'.repeat(32)}`, sponsoredProjects: ['p'] } as const
const request = { project, origin: 'http://127.0.0.1:5173', chainId: 1, entryPoint: entryPoint.toLowerCase() }

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof SponsorshipRefused ? error.error : error
  }
  return 'sponsored'
}

test('the chain’s paymaster when service, origin, project, chain and entry point allow it; each refusal its code', () => {
  expect(sponsoringPaymaster(request, options, chain)).toBe(paymaster)
  // A caller that is not a browser sends no Origin.
  expect(sponsoringPaymaster({ ...request, origin: undefined }, options, chain)).toBe(paymaster)
  expect(refusal(() => sponsoringPaymaster(request, undefined, chain))).toBe('PAYMASTER_NOT_CONFIGURED')
  expect(refusal(() => sponsoringPaymaster({ ...request, origin: 'https://x.example' }, options, chain))).toBe(
    'ORIGIN_NOT_ALLOWED',
  )
  expect(refusal(() => sponsoringPaymaster(request, { ...options, sponsoredProjects: [] }, chain))).toBe(
    'SPONSORSHIP_DISABLED',
  )
  expect(refusal(() => sponsoringPaymaster(request, options, undefined))).toBe('CHAIN_NOT_SPONSORED')
  expect(refusal(() => sponsoringPaymaster({ ...request, entryPoint: paymaster }, options, chain))).toBe(
    'UNSUPPORTED_ENTRY_POINT',
  )
})

test('the sponsored chains: those with a paymaster, for a sponsored project only', () => {
  const plain: ChainConfig = { chainId: 2, name: 'B', rpcUrl: 'http://127.0.0.1:1' }
  expect(sponsoredChainIds(project, options, [chain, plain])).toEqual([1])
  expect(sponsoredChainIds(project, { ...options, sponsoredProjects: ['q'] }, [chain])).toEqual([])
  expect(sponsoredChainIds(project, undefined, [chain])).toEqual([])
})
