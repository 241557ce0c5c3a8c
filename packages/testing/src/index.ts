// Test wallets, the local relay and the local dev stack. Never imported by a published package.
// Filled by its own issue; nothing is exported yet.
export {}
