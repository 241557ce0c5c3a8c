import { performance } from 'node:perf_hooks'
import {
  DEV_ACCOUNT_ABSTRACTION,
  DEV_CONTRACTS,
  DEV_ENS,
  DEV_TOKEN,
  deployDevContracts,
  deployDevEns,
  deployDevIdRegistry,
  devSwapConfig,
} from '@portico/dev-contracts'
import { DEV_ACCOUNTS, type RunningAnvil, startAnvil } from '../anvil'
import { ONRAMP_TREASURY } from '../onramp-sandbox/treasury'
import { startApi } from './pieces/api'
import { type AuthServices, authApiOptions, startAuthServices } from './pieces/auth-services'
import { startBundler } from './pieces/bundler'
import { startFarcasterRelayPiece } from './pieces/farcaster-relay'
import { startLab } from './pieces/lab'
import { startOnRampPiece } from './pieces/onramp'
import { DEV_CHAIN_PAYMASTER, deployPaymasterPiece, devPaymasterApiOptions } from './pieces/paymaster'
import { startRelayPiece } from './pieces/relay'
import { DEV_RELAY_REFUSALS } from './pieces/relay-refusals'
import { startSecureSitePiece } from './pieces/secure-site'
import { deployAccountAbstractionPiece } from './pieces/session-roles'
import { startSolana } from './pieces/solana'
import { deploySwapPiece } from './pieces/swap'
import { startWcWalletPiece } from './pieces/wc-wallet'
import { findFreePort, LOCALHOST } from './ports'
import { stopOnSignals } from './signals'
import { formatSummary } from './summary'
import {
  DEV_CHAIN_IDS,
  type DevChainId,
  type DevEvmUrls,
  type DevSolanaUrls,
  type DevStack,
  type DevStackOptions,
  type DevStackUrls,
} from './types'

const CHAIN_NAMES: Record<DevChainId, string> = { 31337: 'Portico Dev A', 31338: 'Portico Dev B' }

function settle<T>(start: Promise<T> | undefined): Promise<PromiseSettledResult<T> | undefined> {
  return start ? Promise.allSettled([start]).then(([result]) => result) : Promise.resolve(undefined)
}

interface Started<T> {
  name: string
  piece: T
}

/**
 * Starts the local dev stack: two anvil chains (31337, 31338), apps/api and, when asked, the lab. Pieces start in
 * parallel and each is ready when it answers (eth_chainId, /health, the lab's index page). If any piece fails, the
 * others are stopped and the first error is thrown.
 */
export function startDevStack(): Promise<DevStack<DevStackUrls<Record<never, never>>>>
export function startDevStack<O extends DevStackOptions>(
  options: O & DevStackOptions,
): Promise<DevStack<DevStackUrls<O>>>
export async function startDevStack(options: DevStackOptions = {}): Promise<DevStack> {
  const began = performance.now()
  const { evm = true, api = true, lab = false, solana = true, contracts = true, ports = {}, timeoutMs } = options
  const chainIds: DevChainId[] = evm ? [...DEV_CHAIN_IDS] : []
  const pieceMs: Record<string, number> = {}
  const timed = async <T>(name: string, start: Promise<T>): Promise<Started<T>> => {
    const piece = await start
    pieceMs[name] = Math.round(performance.now() - began)
    return { name, piece }
  }

  // The api and the lab are configured with the chains' URLs, and the lab with the api's. Choosing free ports up
  // front makes every URL known before anything starts, so no piece waits for another.
  const portOf = async (fixed: number | undefined, neededUpFront: boolean) =>
    fixed || (neededUpFront ? await findFreePort() : 0)
  const chainPorts = await Promise.all(chainIds.map((id) => portOf(ports.evm?.[id], api || lab)))
  // Embedded wallet: the secure site is configured with the api's URL, and its origin is fixed up front because
  // apps/api admits exactly it (CORS on /auth/v1).
  const secureSite = api && options.secureSite === true
  const apiPort = api ? await portOf(ports.api, lab || secureSite) : 0
  const secureSitePort = secureSite ? await portOf(ports.secureSite, true) : 0
  // WalletConnect: the api names the local relay to apps (an app with only projectId + apiUrl pairs over it), so
  // the relay's port is chosen up front when both run.
  const relayPort = api && options.relay !== false ? await portOf(ports.relay, true) : (ports.relay ?? 0)
  const url = (port: number) => `http://${LOCALHOST}:${port}`
  const plannedEvm = evm
    ? (Object.fromEntries(chainIds.map((id, i) => [id, url(chainPorts[i] ?? 0)])) as DevEvmUrls)
    : undefined
  // On-ramp sandbox: its checkout page's port is chosen now so the api's sandbox provider can send buyers there.
  const onrampPort = plannedEvm && api && options.onramp !== false ? await portOf(ports.onramp, true) : 0
  // ERC-4337: one bundler (alto) per chain, on ports chosen now so the api and the lab know their URLs up front.
  const bundler = evm && contracts && options.bundler === true
  const bundlerPorts = bundler ? await Promise.all(chainIds.map((id) => portOf(ports.bundler?.[id], true))) : []
  const plannedBundlers = bundler
    ? (Object.fromEntries(chainIds.map((id, i) => [id, url(bundlerPorts[i] ?? 0)])) as DevEvmUrls)
    : undefined

  // A chain counts as ready once the dev contracts (token, NFT, ENS and the exchange) are on it. Their addresses are fixed (their
  // deployers' first transactions), so the api is configured with the token up front and starts in parallel with the deploy.
  const holders = DEV_ACCOUNTS.slice(0, options.accounts ?? 10).map((account) => account.address)
  const withContracts = async (node: RunningAnvil): Promise<RunningAnvil> => {
    if (!contracts) return node
    try {
      // The ENS contracts have their own deployer, so they go in parallel and leave the dev accounts untouched.
      await Promise.all([
        deployDevContracts(node.url, { holders, ...(timeoutMs ? { timeoutMs } : {}) }),
        deployDevEns(node.url, timeoutMs ? { timeoutMs } : {}),
        // The dev exchange too (own deployer); its pools wait for PUSD.
        deploySwapPiece(node.url, holders, timeoutMs),
        // ERC-4337 v0.7 at its canonical addresses, sent through the chain's CREATE2 proxy by its own deployer;
        // then the smart sessions' Roles modifier (./pieces/session-roles).
        deployAccountAbstractionPiece(node.url, timeoutMs),
        // Farcaster sign-in: the id registry (fid → custody) at IdRegistry's address, by anvil_setCode.
        deployDevIdRegistry(node.url),
      ])
    } catch (error) {
      await node.stop()
      throw error
    }
    return node
  }
  const chainStarts = chainIds.map((chainId, i) =>
    timed(
      `evm ${chainId}`,
      startAnvil({
        chainId,
        port: chainPorts[i] ?? 0,
        ...(options.accounts !== undefined ? { accounts: options.accounts } : {}),
        ...(options.balance !== undefined ? { balance: options.balance } : {}),
        ...(options.blockTime !== undefined ? { blockTime: options.blockTime } : {}),
        ...(timeoutMs ? { timeoutMs } : {}),
      }).then(withContracts),
    ),
  )
  // Embedded wallet (issue 16): the SMTP sink and the OIDC provider, on ports chosen now so the api is configured
  // with them and all start at once. Not timed in pieceMs: they listen within milliseconds.
  const authPorts =
    api && options.authServices !== false
      ? { smtp: await portOf(ports.smtp, true), mailbox: ports.mailbox ?? 0, oidc: await portOf(ports.oidc, true) }
      : undefined
  // Farcaster sign-in (issue 21): the relay stand-in, on a port chosen now so the api is configured with it; the api
  // checks custody on the first chain's id registry.
  const farcasterPort =
    api && plannedEvm && contracts && (options.farcasterRelay ?? secureSite)
      ? await portOf(ports.farcasterRelay, true)
      : 0
  const farcasterStart = farcasterPort ? timed('farcaster relay', startFarcasterRelayPiece(farcasterPort)) : undefined
  const authStart = authPorts
    ? startAuthServices(authPorts).then((piece) => ({ name: 'auth services', piece }))
    : undefined
  // A bundler takes seconds to come up: when another piece fails, it is abandoned rather than awaited.
  const abandonBundlers = new AbortController()
  const bundlerStarts = plannedBundlers
    ? chainIds.map((chainId, i) =>
        timed(
          `bundler ${chainId}`,
          (chainStarts[i] as Promise<Started<RunningAnvil>>).then(async ({ piece }) => {
            // The dev paymaster (./pieces/paymaster) is deployed while alto starts; the bundler is ready with it.
            const [bundlerPiece] = await Promise.all([
              startBundler({
                rpcUrl: piece.url,
                port: bundlerPorts[i] ?? 0,
                signal: abandonBundlers.signal,
                ...(timeoutMs ? { timeoutMs: Math.max(timeoutMs, 20_000) } : {}),
              }),
              deployPaymasterPiece(piece.url, timeoutMs),
            ])
            return bundlerPiece
          }),
        ),
      )
    : []
  const apiStart = api
    ? timed(
        'api',
        startApi({
          port: apiPort,
          ...(plannedEvm
            ? {
                chains: chainIds.map((chainId) => ({
                  chainId,
                  name: CHAIN_NAMES[chainId],
                  rpcUrl: plannedEvm[chainId],
                  nativeSymbol: 'ETH',
                  // Not flagged testnet: the service answers no balances for testnets, and the dev chains stand in
                  // for a real network (the Tokens tab shows PUSD). The SDK decides testnet-ness from its own
                  // network definitions.
                  tokens: contracts ? [{ ...DEV_TOKEN }] : [],
                  // The dev ENS (alice.eth → dev account 4) answers identity when the api's own registry has no name.
                  ...(contracts ? { ensRegistry: DEV_ENS.registry } : {}),
                  // The dev exchange (Uniswap V2) serves the convert calls.
                  ...(contracts ? { swap: devSwapConfig() } : {}),
                  // A chain with a bundler supports smart accounts: the api lists it in smartAccountEnabledNetworks.
                  ...(plannedBundlers
                    ? {
                        smartAccount: {
                          bundlerUrl: plannedBundlers[chainId],
                          entryPoint: DEV_ACCOUNT_ABSTRACTION.entryPoint,
                          factory: DEV_ACCOUNT_ABSTRACTION.simpleAccountFactory,
                          paymaster: DEV_CHAIN_PAYMASTER,
                        },
                      }
                    : {}),
                })),
              }
            : {}),
          ...(relayPort ? { walletConnectRelayUrl: `ws://${LOCALHOST}:${relayPort}` } : {}),
          ...(options.apiLogger ? { logger: options.apiLogger } : {}),
          ...(options.apiStore ? { store: options.apiStore } : {}),
          ...(options.apiCatalogueSize ? { catalogueSize: options.apiCatalogueSize } : {}),
          // ERC-7677 sponsorship for the lab's project, on the chains with the dev paymaster (./pieces/paymaster).
          ...(plannedBundlers ? { paymaster: devPaymasterApiOptions() } : {}),
          ...(onrampPort
            ? { onramp: { sandboxCheckoutUrl: url(onrampPort), deliveryAddresses: [ONRAMP_TREASURY.address] } }
            : {}),
          ...(timeoutMs ? { timeoutMs } : {}),
          ...(authPorts || options.secureSiteOrigins || secureSitePort
            ? {
                auth: {
                  ...(authPorts ? authApiOptions(authPorts.smtp, authPorts.oidc) : {}),
                  // The dev stack's own secure site is always one of the origins the auth routes answer.
                  ...(farcasterPort && plannedEvm
                    ? { farcaster: { relayUrl: url(farcasterPort), rpcUrl: plannedEvm[31337] } }
                    : {}),
                  secureSiteOrigins: [
                    ...(options.secureSiteOrigins ?? []),
                    ...(secureSitePort ? [url(secureSitePort)] : []),
                  ],
                },
              }
            : {}),
        }),
      )
    : undefined
  // The embedded wallet's secure site: its own origin, configured with the api's URL; it starts beside the api (it
  // asks the api only when a page or a recovery share is requested).
  const secureSiteStart = secureSitePort
    ? timed('secure site', startSecureSitePiece({ apiUrl: url(apiPort), port: secureSitePort }))
    : undefined
  // The Solana service is up in tens of milliseconds and reports its own ports; the lab is told them.
  const solanaResult = await settle(
    solana ? timed('solana', startSolana(ports.solana ?? 0, options.accounts)) : undefined,
  )
  const solanaUrls: DevSolanaUrls | undefined =
    solanaResult?.status === 'fulfilled'
      ? { http: solanaResult.value.piece.url, ws: solanaResult.value.piece.wsUrl }
      : undefined
  // The WalletConnect relay listens within milliseconds and reports its port; the lab is told its URL.
  const relayResult = await settle(
    options.relay !== false
      ? timed(
          'relay',
          startRelayPiece(relayPort, {
            ...(options.relayMailbox ? { mailbox: options.relayMailbox } : {}),
            // §8 relay refusals: a few project ids are refused, each for one reason (./pieces/relay-refusals).
            refusals: options.relayRefusals ?? DEV_RELAY_REFUSALS,
          }),
        )
      : undefined,
  )
  const relayUrl = relayResult?.status === 'fulfilled' ? relayResult.value.piece.url : undefined
  // With the lab, the WalletConnect test wallet's page; its port is chosen now so the lab can link to it.
  const wcWalletPort =
    lab && relayUrl && plannedEvm && options.wcWalletPage === true ? await portOf(ports.wcWallet, true) : 0
  const wcWalletStart =
    wcWalletPort && relayUrl && plannedEvm
      ? timed('wc wallet', startWcWalletPiece(relayUrl, plannedEvm, wcWalletPort))
      : undefined
  const labStart = lab
    ? timed(
        'lab',
        startLab(
          {
            ...(plannedEvm ? { evm: plannedEvm } : {}),
            ...(api ? { api: url(apiPort) } : {}),
            ...(solanaUrls ? { solana: solanaUrls } : {}),
            ...(relayUrl ? { relay: relayUrl } : {}),
            ...(wcWalletPort ? { wcWallet: url(wcWalletPort) } : {}),
            ...(plannedBundlers ? { bundler: plannedBundlers } : {}),
            // The embedded-wallet lab embeds the secure site's frame (issue 16).
            ...(secureSitePort ? { secureSite: url(secureSitePort) } : {}),
          },
          ports.lab ?? 0,
          options.labRoot,
          timeoutMs,
        ),
      )
    : undefined

  const onrampStart =
    onrampPort && plannedEvm
      ? timed(
          'onramp',
          startOnRampPiece({
            evm: plannedEvm,
            names: CHAIN_NAMES,
            token: contracts ? { ...DEV_TOKEN } : undefined,
            port: onrampPort,
          }),
        )
      : undefined

  if (solanaResult?.status === 'rejected' || relayResult?.status === 'rejected') abandonBundlers.abort()
  for (const start of [...chainStarts, apiStart, labStart, wcWalletStart, onrampStart, secureSiteStart, farcasterStart])
    start?.catch(() => abandonBundlers.abort())
  const [
    chainResults,
    bundlerResults,
    apiResult,
    labResult,
    wcWalletResult,
    authResult,
    onrampResult,
    secureSiteResult,
    farcasterResult,
  ] = await Promise.all([
    Promise.allSettled(chainStarts),
    Promise.allSettled(bundlerStarts),
    settle(apiStart),
    settle(labStart),
    settle(wcWalletStart),
    settle(authStart),
    settle(onrampStart),
    settle(secureSiteStart),
    settle(farcasterStart),
  ])
  const auth: AuthServices | undefined = authResult?.status === 'fulfilled' ? authResult.value.piece : undefined
  // Bundlers last: an abandoned one's abort is never the error reported.
  const results = [
    ...chainResults,
    apiResult,
    labResult,
    solanaResult,
    relayResult,
    wcWalletResult,
    authResult,
    onrampResult,
    secureSiteResult,
    farcasterResult,
    ...bundlerResults,
  ]
  const stops: Array<() => Promise<void>> = []
  for (const result of results) if (result?.status === 'fulfilled') stops.push(result.value.piece.stop)
  const failure = results.find((result) => result?.status === 'rejected')
  if (failure?.status === 'rejected') {
    await Promise.allSettled(stops.map((stop) => stop()))
    throw failure.reason
  }

  const chains: DevStack['chains'] = {}
  for (const result of chainResults)
    if (result.status === 'fulfilled') chains[result.value.piece.chainId as DevChainId] = result.value.piece
  const urls: DevStackUrls = {
    ...(chains[31337] && chains[31338] ? { evm: { 31337: chains[31337].url, 31338: chains[31338].url } } : {}),
    ...(apiResult?.status === 'fulfilled' ? { api: apiResult.value.piece.url } : {}),
    ...(labResult?.status === 'fulfilled' ? { lab: labResult.value.piece.url } : {}),
    ...(solanaUrls ? { solana: solanaUrls } : {}),
    ...(relayUrl ? { relay: relayUrl } : {}),
    ...(wcWalletResult?.status === 'fulfilled' ? { wcWallet: wcWalletResult.value.piece.url } : {}),
    ...(secureSiteResult?.status === 'fulfilled' ? { secureSite: secureSiteResult.value.piece.url } : {}),
    ...(auth ? { smtp: auth.sink.smtpUrl, mailbox: auth.sink.mailboxUrl, oidc: auth.oidc.issuer } : {}),
    ...(onrampResult?.status === 'fulfilled' ? { onramp: onrampResult.value.piece.url } : {}),
    ...(farcasterResult?.status === 'fulfilled' ? { farcasterRelay: farcasterResult.value.piece.url } : {}),
    ...(plannedBundlers && bundlerResults.every((r) => r.status === 'fulfilled') ? { bundler: plannedBundlers } : {}),
  }

  let stopped: Promise<void> | undefined
  let untrack = () => {}
  const stop = () => {
    stopped ??= Promise.allSettled(stops.map((fn) => fn())).then(() => untrack())
    return stopped
  }
  if (options.handleSignals !== false) untrack = stopOnSignals(stop)

  const stack: DevStack = {
    urls,
    chains,
    accounts: DEV_ACCOUNTS.slice(0, options.accounts ?? 10),
    ...(evm && contracts ? { contracts: { ...DEV_CONTRACTS } } : {}),
    ...(evm && contracts ? { accountAbstraction: { ...DEV_ACCOUNT_ABSTRACTION } } : {}),
    startMs: Math.round(performance.now() - began),
    pieceMs,
    ...(auth ? { smtpSink: auth.sink } : {}),
    stop,
  }
  const log = options.log === undefined ? console.log : options.log
  if (log) for (const line of formatSummary(stack)) log(line)
  return stack
}
