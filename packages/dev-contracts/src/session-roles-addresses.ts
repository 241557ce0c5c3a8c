import { type Address, getContractAddress, type Hex } from 'viem'

// Smart sessions on chain: Zodiac's Roles modifier v1.1 (a Safe module that lets a member address act for the Safe,
// only on the targets and functions its role is scoped to) and Zodiac's ModuleProxyFactory 1.2, from the CREATE2 init
// codes the published @gnosis.pm/zodiac 4.0.3 ships (dist/cjs/initData). Nothing is compiled or copied here; read
// when a deploy asks, at run time (the lab's browser build imports this package and must reach no Node module).

/** ERC-2470's singleton factory: Zodiac's mastercopies were deployed through it, so their canonical addresses hold. */
export const ERC2470_FACTORY: Address = '0xce0042B868300000d44A59004Da54A005ffdcf9f'
/** The keyless account ERC-2470's presigned deployment is sent from (0.0247 ETH of gas at 100 gwei). */
export const ERC2470_DEPLOYER: Address = '0xBb6e024b9cFFACB947A71991E386681B1Cd1477D'

/**
 * Zodiac's canonical addresses (the same on public networks; a test computes them from the package): the Roles
 * mastercopy links the Permissions library at its address, so all three must land exactly there.
 */
export const DEV_SESSION_ROLES = {
  permissionsLibrary: '0x33D1C5A5B6a7f3885c7467e829aaa21698937597',
  rolesMastercopy: '0xD8DfC1d938D7D163C5231688341e9635E9011889',
  moduleProxyFactory: '0x000000000000aDdB49795b0f9bA5BC298cDda236',
} as const satisfies Record<string, Address>

function zodiacFile(relative: string): string {
  const { createRequire } = process.getBuiltinModule('node:module') as typeof import('node:module')
  const { readFileSync } = process.getBuiltinModule('node:fs') as typeof import('node:fs')
  const { dirname, join } = process.getBuiltinModule('node:path') as typeof import('node:path')
  // The package exports only `.` (dist/cjs/index.js); its files sit beside it.
  const cjs = dirname(createRequire(import.meta.url).resolve('@gnosis.pm/zodiac'))
  return readFileSync(join(cjs, relative), 'utf8')
}

const quoted = (source: string, name: string, what: string): Hex => {
  const match = new RegExp(`${name} = "(0x[0-9a-fA-F]+)"`).exec(source)
  if (!match?.[1]) throw new Error(`@gnosis.pm/zodiac: no ${name} in ${what}`)
  return match[1] as Hex
}

export interface SingletonDeploy {
  salt: Hex
  initCode: Hex
  address: Address
}

/** One mastercopy's init data as the package ships it, with the address ERC-2470 gives it (Node only). */
function initData(name: 'Permissions' | 'RolesV1' | 'ModuleProxyFactory'): SingletonDeploy {
  const source = zodiacFile(`initData/${name}.js`)
  const salt = quoted(source, 'salt', name)
  const initCode = quoted(source, 'initCode', name)
  return {
    salt,
    initCode,
    address: getContractAddress({ opcode: 'CREATE2', from: ERC2470_FACTORY, salt, bytecode: initCode }),
  }
}

/** The library first (the mastercopy links it), in DEV_SESSION_ROLES' order (Node only). */
export const sessionRolesDeploys = (): readonly SingletonDeploy[] => [
  initData('Permissions'),
  initData('RolesV1'),
  initData('ModuleProxyFactory'),
]

/** ERC-2470's presigned, chain-less deployment transaction, as Zodiac's tooling broadcasts it (Node only). */
export const erc2470DeploymentTransaction = (): Hex =>
  quoted(
    zodiacFile('factory/singletonFactory.js').replace('broadcastTransaction("', 'tx = "'),
    'tx',
    'singletonFactory',
  )
