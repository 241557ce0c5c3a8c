// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title The ERC-20 logic of the dev tokens, for the local dev chains only.
/// @notice Anyone may mint: the tokens exist so balances, history and swaps have something to show. Never deploy them
/// anywhere real.
abstract contract PorticoDevErc20 {
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
            require(allowed >= value, "DEV: allowance exceeded");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(to != address(0), "DEV: transfer to the zero address");
        require(balanceOf[from] >= value, "DEV: balance too low");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 amount) private {
        require(to != address(0), "DEV: mint to the zero address");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}

/// @title Portico Dev USD: balances and history show it; the dev exchange pairs it with the native coin and PEUR.
contract PorticoDevToken is PorticoDevErc20 {
    string public constant name = "Portico Dev USD";
    string public constant symbol = "PUSD";
    uint8 public constant decimals = 6;

    constructor(address[] memory holders, uint256 amount) PorticoDevErc20(holders, amount) {}
}

/// @title Portico Dev Euro: the dev exchange's second token (PUSD/PEUR pool, two-hop routes), with 18 decimals.
contract PorticoDevEuro is PorticoDevErc20 {
    string public constant name = "Portico Dev Euro";
    string public constant symbol = "PEUR";
    uint8 public constant decimals = 18;

    constructor(address[] memory holders, uint256 amount) PorticoDevErc20(holders, amount) {}
}
