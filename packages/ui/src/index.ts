// Pure presentation components for the modal. Imports nothing of ours but @portico/common.
// Filled by its own issue; nothing is exported yet.
export {}
