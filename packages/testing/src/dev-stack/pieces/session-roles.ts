import { deployDevAccountAbstraction, deployDevSessionRoles } from '@portico/dev-contracts'

/**
 * ERC-4337 v0.7 with Safe, then what smart sessions act through on chain (Zodiac's Roles modifier and its proxy
 * factory): the same deployer sends both, so one after the other.
 */
export async function deployAccountAbstractionPiece(url: string, timeoutMs: number | undefined): Promise<void> {
  const options = timeoutMs ? { timeoutMs } : {}
  await deployDevAccountAbstraction(url, options)
  await deployDevSessionRoles(url, options)
}
