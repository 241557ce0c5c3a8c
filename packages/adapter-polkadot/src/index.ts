// Polkadot adapter on @polkadot/extension-dapp.
// Filled by its own issue; nothing is exported yet.
export {}
