import type { CaipNetwork, CaipNetworkId } from '@portico/common'
import type { SIWXCacao, SIWXConfig, SIWXMessageData, SIWXSession } from '@portico/core'

// §5 one-click sign-in over WalletConnect (`wc_sessionAuthenticate`): the pairing itself carries the SIWX request, the
// wallet answers with one signed CACAO per chain it signs for, and those become SIWX sessions, so the modal never
// asks for a second signature. Only when every network is EVM: the CACAOs of the universal session are EIP-4361.

/** The `authenticate` parameters of the sign client / universal provider (AuthTypes.SessionAuthenticateParams). */
export interface AuthenticateParams {
  uri: string
  domain: string
  nonce: string
  chains: string[]
  methods: string[]
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
  /**
   * Read by the universal provider only (its setNamespaces): the same optional namespaces as an ordinary proposal,
   * so the session's rpcMap points at the app's RPC URLs and never at a hosted fallback.
   */
  optionalNamespaces?: Record<string, unknown>
}

/** A CACAO as the sign client hands it back (AuthTypes.Cacao). */
export interface WcCacao {
  h: { t: 'caip122' | 'eip4361' }
  p: {
    iss: string
    domain: string
    aud?: string
    uri?: string
    version: string
    nonce: string
    iat: string
    exp?: string
    nbf?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
  s: { t: string; s: string; m?: string }
}

// The message is made before any account is known; only its site fields, nonce and times are used.
const PLACEHOLDER_ADDRESS = '0x0000000000000000000000000000000000000000'

/** §5: a universal-session sign-in only when SIWX is on and every network the pairing asks for is EVM. */
export function oneClickEligible(siwx: SIWXConfig | undefined, networks: readonly CaipNetwork[]): boolean {
  return siwx !== undefined && networks.length > 0 && networks.every((n) => n.chainNamespace === 'eip155')
}

/** The authenticate request from a fresh SIWX message: domain, uri, nonce (spent by whoever verifies), times. */
export async function authenticateParams(
  siwx: SIWXConfig,
  networks: readonly CaipNetwork[],
  methods: string[],
): Promise<AuthenticateParams> {
  const first = networks[0] as CaipNetwork
  const message = await siwx.createMessage({ accountAddress: PLACEHOLDER_ADDRESS, chainId: first.caipNetworkId })
  return {
    uri: message.uri,
    domain: message.domain,
    nonce: message.nonce,
    chains: networks.map((n) => n.caipNetworkId),
    // With methods the sign client adds a ReCap and the wallet approves a session for them; without, no session.
    methods,
    ...(message.statement !== undefined ? { statement: message.statement } : {}),
    ...(message.expirationTime !== undefined ? { exp: message.expirationTime } : {}),
    ...(message.notBefore !== undefined ? { nbf: message.notBefore } : {}),
    ...(message.requestId !== undefined ? { requestId: message.requestId } : {}),
    ...(message.resources?.length ? { resources: [...message.resources] } : {}),
  }
}

/** `did:pkh:eip155:1:0xabc…` → the CAIP-2 chain and the address. */
export function issuer(iss: string): { chainId: CaipNetworkId; address: string } | undefined {
  const parts = iss.split(':')
  if (parts.length !== 5 || parts[0] !== 'did' || parts[1] !== 'pkh') return undefined
  return { chainId: `${parts[2]}:${parts[3]}` as CaipNetworkId, address: parts[4] as string }
}

/**
 * A CACAO as a SIWX session. `text` is the message the wallet signed (the sign client's formatAuthMessage); its
 * statement line is taken from it because the ReCap adds a sentence to the requested statement.
 */
export function sessionFromCacao(cacao: WcCacao, text: string): SIWXSession | undefined {
  const who = issuer(cacao.p.iss)
  if (!who) return undefined
  const { p } = cacao
  // EIP-4361 layout: header, address, blank, then the statement line (blank when there is none).
  const statement = text.split('\n')[3]
  const data: SIWXMessageData = {
    domain: p.domain,
    accountAddress: who.address,
    chainId: who.chainId,
    uri: p.aud ?? p.uri ?? '',
    version: p.version,
    nonce: p.nonce,
    issuedAt: p.iat,
  }
  if (statement) data.statement = statement
  if (p.exp) data.expirationTime = p.exp
  if (p.nbf) data.notBefore = p.nbf
  if (p.requestId) data.requestId = p.requestId
  if (p.resources?.length) data.resources = [...p.resources]
  return { data, message: text, signature: cacao.s.s, cacao: cacao as unknown as SIWXCacao }
}

/**
 * Stores the CACAOs as sessions through the SIWX config (which verifies them). All CACAOs of one answer share the
 * request's single nonce, which SIWX spends once: the first network of the app's order that verifies is kept, and
 * a later switch to another chain asks for an ordinary sign-in there. Resolves with the stored session, if any.
 */
export async function addCacaoSessions(
  siwx: SIWXConfig,
  cacaos: readonly WcCacao[],
  format: (cacao: WcCacao) => string,
  networks: readonly CaipNetwork[],
  onError: (error: unknown) => void,
): Promise<SIWXSession | undefined> {
  const order = networks.map((n) => n.caipNetworkId as string)
  const rank = (c: WcCacao) => {
    const i = order.indexOf(issuer(c.p.iss)?.chainId ?? '')
    return i < 0 ? order.length : i
  }
  for (const cacao of [...cacaos].sort((a, b) => rank(a) - rank(b))) {
    const session = sessionFromCacao(cacao, format(cacao))
    if (!session) continue
    try {
      await siwx.addSession(session)
      return session
    } catch (error) {
      onError(error)
    }
  }
  return undefined
}
