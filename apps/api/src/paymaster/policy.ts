import { isOriginAllowed } from '@portico/common'
import type { ChainConfig, PaymasterOptions } from '../server/options'
import type { Project } from '../store/repositories/projects'

/** Why a sponsorship is refused: stable codes (the `error` of the api's problem bodies), each with its sentence. */
export type SponsorshipRefusal =
  | 'PAYMASTER_NOT_CONFIGURED'
  | 'ORIGIN_NOT_ALLOWED'
  | 'SPONSORSHIP_DISABLED'
  | 'CHAIN_NOT_SPONSORED'
  | 'UNSUPPORTED_ENTRY_POINT'

export class SponsorshipRefused extends Error {
  constructor(
    readonly error: SponsorshipRefusal,
    message: string,
  ) {
    super(message)
  }
}

export interface SponsorshipRequest {
  project: Project
  /** The page's Origin header; absent for a request that is not a browser's. */
  origin: string | undefined
  chainId: number
  entryPoint: string
}

/** The chain's paymaster when the service, the project, its origin and the chain all allow sponsoring; else throws. */
export function sponsoringPaymaster(
  request: SponsorshipRequest,
  options: PaymasterOptions | undefined,
  chain: ChainConfig | undefined,
): `0x${string}` {
  const { project, origin, chainId } = request
  if (!options) throw new SponsorshipRefused('PAYMASTER_NOT_CONFIGURED', 'This service sponsors no user operations')
  if (origin && !isOriginAllowed(origin, project.allowedOrigins))
    throw new SponsorshipRefused('ORIGIN_NOT_ALLOWED', `Origin ${origin} is not allowed for project ${project.id}`)
  if (!options.sponsoredProjects.includes(project.id))
    throw new SponsorshipRefused('SPONSORSHIP_DISABLED', `Sponsorship is not enabled for project ${project.id}`)
  const paymaster = chain?.smartAccount?.paymaster
  if (!chain?.smartAccount || !paymaster)
    throw new SponsorshipRefused('CHAIN_NOT_SPONSORED', `No paymaster on chain ${chainId}`)
  if (request.entryPoint.toLowerCase() !== chain.smartAccount.entryPoint.toLowerCase())
    throw new SponsorshipRefused(
      'UNSUPPORTED_ENTRY_POINT',
      `Entry point ${request.entryPoint} is not supported on chain ${chainId}`,
    )
  return paymaster
}

/** The chains a project's user operations are sponsored on, as the project configuration lists them. */
export function sponsoredChainIds(
  project: Project,
  options: PaymasterOptions | undefined,
  chains: readonly ChainConfig[],
): number[] {
  if (!options?.sponsoredProjects.includes(project.id)) return []
  return chains.filter((c) => c.smartAccount?.paymaster !== undefined).map((c) => c.chainId)
}
