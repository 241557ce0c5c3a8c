// EVM adapter on wagmi and viem.
// Filled by its own issue; nothing is exported yet.
export {}
