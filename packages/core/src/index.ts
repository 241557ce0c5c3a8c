// Framework-free state and rules: one store per namespace on valtio, controllers, storage, the adapter contract.
// Filled by its own issue; nothing is exported yet.
export {}
