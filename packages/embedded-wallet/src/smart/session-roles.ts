import {
  type Abi,
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  getAbiItem,
  getContractAddress,
  type Hex,
  isAddress,
  keccak256,
  parseAbi,
  toFunctionSelector,
} from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { ProviderRpcError } from '../adapter/rpc-error'
import type { SmartCall } from './smart-account'

// A granted session on chain: a Zodiac Roles modifier (v1.1) of its own, enabled as a module on the Safe, whose one
// role holds the session key and is scoped to exactly the granted targets and functions. The session key then acts
// for the Safe with `execTransactionWithRole`, which reverts for anything outside the role; revoking takes the key
// out of the role. The contracts are Zodiac's published mastercopies at their canonical addresses (the dev stack
// deploys them there from @gnosis.pm/zodiac's init data).

/** Zodiac's canonical Roles v1.1 mastercopy and ModuleProxyFactory 1.2. */
export const ZODIAC_ROLES = {
  rolesMastercopy: '0xD8DfC1d938D7D163C5231688341e9635E9011889',
  moduleProxyFactory: '0x000000000000aDdB49795b0f9bA5BC298cDda236',
} as const satisfies Record<string, Address>

/** Each session has its own modifier, so its one role can be the same. */
export const SESSION_ROLE = 1

export const rolesAbi = parseAbi([
  'function setUp(bytes initParams)',
  'function assignRoles(address module, uint16[] _roles, bool[] memberOf)',
  'function scopeTarget(uint16 role, address targetAddress)',
  'function scopeAllowFunction(uint16 role, address targetAddress, bytes4 functionSig, uint8 options)',
  'function execTransactionWithRole(address to, uint256 value, bytes data, uint8 operation, uint16 role, bool shouldRevert) returns (bool)',
])
const factoryAbi = parseAbi(['function deployModule(address masterCopy, bytes initializer, uint256 saltNonce)'])
const safeAbi = parseAbi(['function enableModule(address module)'])

/** Roles' ExecutionOptions.None: no native value, no delegatecall. */
const NO_VALUE = 0

export interface SessionInstall {
  /** The session's Roles modifier. */
  module: Address
  role: number
  /** The session key, the role's only member. */
  member: Address
  /** Deploy the modifier, enable it on the Safe, give the key its role, scope the role: one user operation. */
  calls: SmartCall[]
  /** What revoking sends: the key leaves the role. */
  revoke: SmartCall
}

const invalid = (message: string) => new ProviderRpcError(-32602, message)
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * The session key's address from an ERC-7715 signer: `account` ({address}), or a secp256k1 `key`/`keys` whose public
 * key is uncompressed (0x04…) or already the key's address.
 */
export function sessionMember(signer: { type: string; data?: unknown }): Address {
  const data = isObject(signer.data) ? signer.data : {}
  if (signer.type === 'account' && typeof data.address === 'string' && isAddress(data.address)) return data.address
  const keys = signer.type === 'keys' && Array.isArray(data.keys) ? data.keys : signer.type === 'key' ? [data] : []
  const [key] = keys as unknown[]
  if (keys.length === 1 && isObject(key) && key.type === 'secp256k1' && typeof key.publicKey === 'string') {
    const publicKey = key.publicKey as Hex
    if (isAddress(publicKey)) return publicKey
    if (/^0x04[0-9a-fA-F]{128}$/.test(publicKey)) return publicKeyToAddress(publicKey)
  }
  throw invalid('the signer must be one secp256k1 key or an account')
}

/** The selectors a `contract-call` permission allows: from its ABI, or a function given by its signature. */
function selectorsOf(data: Record<string, unknown>): Hex[] {
  const functions = Array.isArray(data.functions) ? data.functions : []
  if (functions.length === 0) throw invalid('a contract-call permission names at least one function')
  return functions.map((entry: unknown) => {
    const name = isObject(entry) && typeof entry.functionName === 'string' ? entry.functionName : ''
    if (name.includes('(')) return toFunctionSelector(`function ${name}`)
    const item = Array.isArray(data.abi) ? getAbiItem({ abi: data.abi as Abi, name }) : undefined
    if (item?.type !== 'function')
      throw invalid(
        `contract-call: "${name}" needs the permission's abi or its signature, e.g. transfer(address,uint256)`,
      )
    return toFunctionSelector(item)
  })
}

/** What one ERC-7715 permission scopes the role to; only what the modifier enforces is accepted. */
function scopeCalls(module: Address, permission: { type: string; data: unknown }): SmartCall[] {
  const data = isObject(permission.data) ? permission.data : {}
  if (permission.type !== 'contract-call')
    throw invalid(`"${permission.type}" permissions are not enforced on chain here; only contract-call is`)
  if (typeof data.address !== 'string' || !isAddress(data.address))
    throw invalid('a contract-call permission needs the contract address')
  const target = data.address
  return [
    {
      to: module,
      data: encodeFunctionData({ abi: rolesAbi, functionName: 'scopeTarget', args: [SESSION_ROLE, target] }),
    },
    ...selectorsOf(data).map((selector) => ({
      to: module,
      data: encodeFunctionData({
        abi: rolesAbi,
        functionName: 'scopeAllowFunction',
        args: [SESSION_ROLE, target, selector, NO_VALUE],
      }),
    })),
  ]
}

/**
 * The calls that put a granted session on chain for the Safe. `saltNonce` makes the session's modifier its own
 * (the grant's random nonce). Throws an invalid-params error for a signer or permission the modifier cannot hold.
 */
export function sessionInstall(params: {
  safe: Address
  signer: { type: string; data?: unknown }
  permissions: readonly { type: string; data: unknown }[]
  saltNonce: bigint
}): SessionInstall {
  const { safe, saltNonce } = params
  const member = sessionMember(params.signer)
  const initializer = encodeFunctionData({
    abi: rolesAbi,
    functionName: 'setUp',
    // owner, avatar, target: the Safe owns the modifier and is what it acts as.
    args: [encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'address' }], [safe, safe, safe])],
  })
  const module = getContractAddress({
    opcode: 'CREATE2',
    from: ZODIAC_ROLES.moduleProxyFactory,
    salt: keccak256(encodePacked(['bytes32', 'uint256'], [keccak256(initializer), saltNonce])),
    // ModuleProxyFactory's minimal proxy to the mastercopy.
    bytecode: `0x602d8060093d393df3363d3d373d3d3d363d73${ZODIAC_ROLES.rolesMastercopy.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3`,
  })
  const scopes = params.permissions.flatMap((permission) => scopeCalls(module, permission))
  const membership = (on: boolean): SmartCall => ({
    to: module,
    data: encodeFunctionData({ abi: rolesAbi, functionName: 'assignRoles', args: [member, [SESSION_ROLE], [on]] }),
  })
  return {
    module,
    role: SESSION_ROLE,
    member,
    calls: [
      {
        to: ZODIAC_ROLES.moduleProxyFactory,
        data: encodeFunctionData({
          abi: factoryAbi,
          functionName: 'deployModule',
          args: [ZODIAC_ROLES.rolesMastercopy, initializer, saltNonce],
        }),
      },
      { to: safe, data: encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [module] }) },
      membership(true),
      ...scopes,
    ],
    revoke: membership(false),
  }
}
