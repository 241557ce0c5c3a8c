import { type Address, concat, encodeAbiParameters, type Hex, hexToBigInt, keccak256, slice } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'

/** The user operation fields the paymaster's signature covers (ERC-4337 v0.7, unpacked as ERC-7677 sends them). */
export type SponsoredOperation = Pick<
  UserOperation<'0.7'>,
  | 'sender'
  | 'nonce'
  | 'factory'
  | 'factoryData'
  | 'callData'
  | 'callGasLimit'
  | 'verificationGasLimit'
  | 'preVerificationGas'
  | 'maxFeePerGas'
  | 'maxPriorityFeePerGas'
  | 'paymasterVerificationGasLimit'
  | 'paymasterPostOpGasLimit'
>

export interface Sponsorship {
  chainId: number
  paymaster: Address
  /** Seconds since the epoch; 0 = no bound. */
  validUntil: number
  validAfter: number
}

const TIME_RANGE = [{ type: 'uint48' }, { type: 'uint48' }] as const

/**
 * VerifyingPaymaster.getHash (0.7 sample) computed here: what the verifying signer signs (as an EIP-191 message) for
 * this operation, paymaster, chain and time range. A test holds it against the deployed contract's own getHash.
 */
export function sponsorshipHash(op: SponsoredOperation, sponsorship: Sponsorship): Hex {
  const packed = toPackedUserOperation({
    ...op,
    paymaster: sponsorship.paymaster,
    paymasterData: '0x',
    signature: '0x',
  } as UserOperation<'0.7'>)
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        ...TIME_RANGE,
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        // paymasterAndData[20:52]: the paymaster's verification and postOp gas limits.
        hexToBigInt(slice(packed.paymasterAndData, 20, 52)),
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(sponsorship.chainId),
        sponsorship.paymaster,
        sponsorship.validUntil,
        sponsorship.validAfter,
      ],
    ),
  )
}

/** `paymasterData` as VerifyingPaymaster parses it: abi.encode(validUntil, validAfter) then the 65-byte signature. */
export async function signSponsorship(signerKey: Hex, op: SponsoredOperation, sponsorship: Sponsorship): Promise<Hex> {
  const signature = await privateKeyToAccount(signerKey).signMessage({
    message: { raw: sponsorshipHash(op, sponsorship) },
  })
  return concat([encodeAbiParameters(TIME_RANGE, [sponsorship.validUntil, sponsorship.validAfter]), signature])
}
