// Bitcoin adapter on bitcoinjs-lib.
// Filled by its own issue; nothing is exported yet.
export {}
