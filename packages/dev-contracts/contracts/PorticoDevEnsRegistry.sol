// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title Portico Dev ENS Registry, a minimal ENS-compatible registry for the local dev chains only.
/// @notice Written from the ENS registry interface (owner, resolver, setOwner, setSubnodeOwner, setResolver); node
/// ids are namehashes, a subnode is keccak256(node, labelhash). The deployer owns the root. Never deploy it anywhere
/// real.
contract PorticoDevEnsRegistry {
    struct Record {
        address owner;
        address resolver;
    }

    mapping(bytes32 => Record) private records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);

    constructor() {
        records[bytes32(0)].owner = msg.sender;
    }

    modifier onlyNodeOwner(bytes32 node) {
        require(records[node].owner == msg.sender, "ENS: not the node owner");
        _;
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function recordExists(bytes32 node) external view returns (bool) {
        return records[node].owner != address(0);
    }

    function setOwner(bytes32 node, address newOwner) external onlyNodeOwner(node) {
        records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner)
        external
        onlyNodeOwner(node)
        returns (bytes32 subnode)
    {
        subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
    }

    function setResolver(bytes32 node, address newResolver) external onlyNodeOwner(node) {
        records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }
}
