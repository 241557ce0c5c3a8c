// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title Portico Dev Badge, an ERC-721 for the local dev chains only.
/// @notice Anyone may mint: it exists so history has NFT transfers to show. Never deploy it anywhere real.
contract PorticoDevNft {
    string public constant name = "Portico Dev Badge";
    string public constant symbol = "PBADGE";

    /// Ids start at 1 and grow by one per mint.
    uint256 public totalSupply;
    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    /// Mints `perHolder` badges to each holder in the deploy transaction.
    constructor(address[] memory holders, uint256 perHolder) {
        for (uint256 i = 0; i < holders.length; i++) {
            for (uint256 j = 0; j < perHolder; j++) {
                _mint(holders[i]);
            }
        }
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        // ERC-165, ERC-721, ERC-721 Metadata
        return id == 0x01ffc9a7 || id == 0x80ac58cd || id == 0x5b5e139f;
    }

    /// Metadata lives on chain as a data URI (JSON with an SVG image), so the dev stack needs no host to serve it.
    /// The SVG avoids '#' and '%' so the URI stays readable without percent-encoding.
    function tokenURI(uint256 tokenId) external view returns (string memory) {
        require(owners[tokenId] != address(0), "PBADGE: no such token");
        string memory id = _decimal(tokenId);
        string memory colour = string.concat(
            "rgb(", _decimal((tokenId * 73) % 200 + 30), ",", _decimal((tokenId * 151) % 200 + 30), ",", _decimal((tokenId * 37) % 200 + 30), ")"
        );
        return string.concat(
            'data:application/json;utf8,{"name":"Portico Dev Badge #',
            id,
            '","description":"A badge of the local dev chain.","collection":{"name":"Portico Dev Badge"},"image":"',
            "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='",
            colour,
            "'/><text x='32' y='40' font-size='20' font-family='sans-serif' text-anchor='middle' fill='white'>",
            id,
            '</text></svg>"}'
        );
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 v = value; v != 0; v /= 10) digits++;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) out[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(out);
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "PBADGE: zero address");
        return balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = owners[tokenId];
        require(owner != address(0), "PBADGE: no such token");
        return owner;
    }

    function mint(address to) external returns (uint256) {
        return _mint(to);
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || isApprovedForAll[owner][msg.sender], "PBADGE: not allowed");
        getApproved[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        require(ownerOf(tokenId) == from, "PBADGE: from is not the owner");
        require(to != address(0), "PBADGE: transfer to the zero address");
        require(
            msg.sender == from || getApproved[tokenId] == msg.sender || isApprovedForAll[from][msg.sender],
            "PBADGE: not allowed"
        );
        delete getApproved[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            require(answer == IERC721Receiver.onERC721Received.selector, "PBADGE: receiver refused");
        }
    }

    function _mint(address to) private returns (uint256 tokenId) {
        require(to != address(0), "PBADGE: mint to the zero address");
        tokenId = ++totalSupply;
        owners[tokenId] = to;
        balances[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }
}
