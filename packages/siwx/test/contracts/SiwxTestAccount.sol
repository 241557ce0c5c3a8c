// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

// A minimal smart account for the SIWX tests: EIP-1271 answers "valid" when the hash was signed by its owner key.
// Test-only; never deploy anywhere real.
contract SiwxTestAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

// Deploys accounts with CREATE2, so an account's address is known before it exists (what EIP-6492 signatures need).
contract SiwxTestAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new SiwxTestAccount{salt: salt}(owner));
    }
}
