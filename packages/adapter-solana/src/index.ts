// Solana adapter on wallet-adapter and Wallet Standard.
// Filled by its own issue; nothing is exported yet.
export {}
