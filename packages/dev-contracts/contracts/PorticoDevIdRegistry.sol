// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title Portico Dev Id Registry, a minimal stand-in for Farcaster's IdRegistry on the local dev chains only.
/// @notice Answers the two reads a Sign In With Farcaster verifier makes (idOf(custody), custodyOf(fid)). It keeps
/// only its mappings, so its runtime code can be placed at IdRegistry's well-known address with anvil_setCode. Anyone
/// may register any fid here: it is test data, never a real registry.
contract PorticoDevIdRegistry {
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id);

    function register(uint256 fid, address custody) external {
        require(fid != 0, "IdRegistry: fid 0");
        require(custodyOf[fid] == address(0), "IdRegistry: fid taken");
        require(idOf[custody] == 0, "IdRegistry: custody has an fid");
        idOf[custody] = fid;
        custodyOf[fid] = custody;
        emit Register(custody, fid);
    }
}
