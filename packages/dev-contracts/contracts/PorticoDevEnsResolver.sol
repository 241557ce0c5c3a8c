// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

interface IPorticoDevEnsOwners {
    function owner(bytes32 node) external view returns (address);
}

/// @title Portico Dev ENS Resolver, a minimal public resolver for the local dev chains only.
/// @notice Written from the ENS resolver interfaces: addr(node) (EIP-137), name(node) for reverse records (EIP-181)
/// and text(node, key) (EIP-634, e.g. "avatar"). Only the node's owner in the registry may set its records.
contract PorticoDevEnsResolver {
    IPorticoDevEnsOwners public immutable registry;

    mapping(bytes32 => address) private addresses;
    mapping(bytes32 => string) private names;
    mapping(bytes32 => mapping(string => string)) private texts;

    event AddrChanged(bytes32 indexed node, address a);
    event NameChanged(bytes32 indexed node, string name);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);

    constructor(IPorticoDevEnsOwners ensRegistry) {
        registry = ensRegistry;
    }

    modifier onlyNodeOwner(bytes32 node) {
        require(registry.owner(node) == msg.sender, "ENS resolver: not the node owner");
        _;
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        // ERC-165, addr(bytes32), name(bytes32), text(bytes32,string)
        return id == 0x01ffc9a7 || id == 0x3b3b57de || id == 0x691f3431 || id == 0x59d1d43c;
    }

    function addr(bytes32 node) external view returns (address) {
        return addresses[node];
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function setAddr(bytes32 node, address a) external onlyNodeOwner(node) {
        addresses[node] = a;
        emit AddrChanged(node, a);
    }

    function setName(bytes32 node, string calldata newName) external onlyNodeOwner(node) {
        names[node] = newName;
        emit NameChanged(node, newName);
    }

    function setText(bytes32 node, string calldata key, string calldata value) external onlyNodeOwner(node) {
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }
}
