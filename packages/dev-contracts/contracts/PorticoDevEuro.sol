// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title Portico Dev Euro, the second ERC-20 for the local dev chains only.
/// @notice Anyone may mint: it exists so swaps have a second token (PUSD/PEUR pool, two-hop routes) and 18 decimals. Never deploy it anywhere real.
contract PorticoDevEuro {
    string public constant name = "Portico Dev Euro";
    string public constant symbol = "PEUR";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// Mints `amount` to each holder in the deploy transaction, so a fresh chain needs one transaction per contract.
    constructor(address[] memory holders, uint256 amount) {
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amount);
        }
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "PEUR: allowance exceeded");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(to != address(0), "PEUR: transfer to the zero address");
        require(balanceOf[from] >= value, "PEUR: balance too low");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 amount) private {
        require(to != address(0), "PEUR: mint to the zero address");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}
