// Typed client for the blockchain API, wallet catalogue and project configuration.
// Filled by its own issue; nothing is exported yet.
export {}
