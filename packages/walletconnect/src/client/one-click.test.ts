import { localEvm, localEvm2, solana } from '@portico/common/networks'
import type { SIWXConfig, SIWXSession } from '@portico/core'
import { describe, expect, it } from 'vitest'
import {
  addCacaoSessions,
  authenticateParams,
  issuer,
  oneClickEligible,
  sessionFromCacao,
  type WcCacao,
} from './one-click'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const cacao = (chain: string, extra: Partial<WcCacao['p']> = {}): WcCacao => ({
  h: { t: 'caip122' },
  p: {
    iss: `did:pkh:${chain}:${ADDRESS}`,
    domain: 'lab.portico.test',
    aud: 'https://lab.portico.test',
    version: '1',
    nonce: 'k3J8xQ2mP9vR4tLw',
    iat: '2026-11-22T08:00:00.000Z',
    ...extra,
  },
  s: { t: 'eip191', s: '0xsig' },
})
const text = (statement?: string) =>
  [
    'lab.portico.test wants you to sign in with your Ethereum account:',
    ADDRESS,
    '',
    statement ?? '',
    '',
    'URI: x',
  ].join('\n')

describe('one-click helpers', () => {
  it('eligible only with a SIWX config and every network eip155', () => {
    const siwx = {} as SIWXConfig
    expect(oneClickEligible(siwx, [localEvm, localEvm2])).toBe(true)
    expect(oneClickEligible(siwx, [localEvm, solana])).toBe(false)
    expect(oneClickEligible(undefined, [localEvm])).toBe(false)
    expect(oneClickEligible(siwx, [])).toBe(false)
  })

  it('reads the chain and address of a did:pkh issuer, refuses anything else', () => {
    expect(issuer(`did:pkh:eip155:31337:${ADDRESS}`)).toEqual({ chainId: 'eip155:31337', address: ADDRESS })
    expect(issuer('did:key:z6Mk')).toBeUndefined()
    expect(issuer(`did:pkh:eip155:${ADDRESS}`)).toBeUndefined()
  })

  it('a CACAO becomes session data; the statement comes from the signed text (ReCap sentence included)', () => {
    const signed = text('Sign in. I further authorize the stated URI to perform the following actions on my behalf: x')
    const session = sessionFromCacao(cacao('eip155:31337', { exp: '2026-11-22T09:00:00.000Z' }), signed)
    expect(session).toMatchObject({
      message: signed,
      signature: '0xsig',
      data: {
        accountAddress: ADDRESS,
        chainId: 'eip155:31337',
        uri: 'https://lab.portico.test',
        issuedAt: '2026-11-22T08:00:00.000Z',
        expirationTime: '2026-11-22T09:00:00.000Z',
        statement: signed.split('\n')[3],
      },
    })
    expect(sessionFromCacao(cacao('eip155:31337'), text())?.data.statement).toBeUndefined()
  })

  it('authenticate parameters come from a fresh SIWX message, for every network', async () => {
    const siwx = {
      createMessage: async ({ chainId }: { chainId: string }) => ({
        domain: 'lab.portico.test',
        uri: 'https://lab.portico.test',
        nonce: 'n0nce123',
        version: '1',
        chainId,
        accountAddress: '0x0',
        statement: 'Hi',
        expirationTime: '2026-11-22T09:00:00.000Z',
      }),
    } as unknown as SIWXConfig
    expect(await authenticateParams(siwx, [localEvm, localEvm2], ['personal_sign'])).toEqual({
      uri: 'https://lab.portico.test',
      domain: 'lab.portico.test',
      nonce: 'n0nce123',
      chains: ['eip155:31337', 'eip155:31338'],
      methods: ['personal_sign'],
      statement: 'Hi',
      exp: '2026-11-22T09:00:00.000Z',
    })
  })

  it('keeps the first CACAO (app order) SIWX accepts; a refused one is reported and the next is tried', async () => {
    const added: SIWXSession[] = []
    const errors: unknown[] = []
    const siwx = {
      addSession: async (s: SIWXSession) => {
        if (s.data.chainId === 'eip155:31337') throw new Error('refused')
        added.push(s)
      },
    } as unknown as SIWXConfig
    const kept = await addCacaoSessions(
      siwx,
      [cacao('eip155:31338'), cacao('eip155:31337')],
      () => text(),
      [localEvm, localEvm2],
      (e) => errors.push(e),
    )
    expect(kept?.data.chainId).toBe('eip155:31338')
    expect(added).toHaveLength(1)
    expect(errors).toEqual([new Error('refused')])
  })
})
