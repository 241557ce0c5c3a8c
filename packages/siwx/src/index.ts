// Sign in with X: messages, verifiers and storages.
// Filled by its own issue; nothing is exported yet.
export {}
