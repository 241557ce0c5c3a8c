// The public React API: createAppKit, AppKitProvider, hooks and buttons.
// Filled by its own issue; nothing is exported yet.
export {}
