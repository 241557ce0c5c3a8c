// CAIP ids and addresses, network definitions, formatting, unit parsing and the error catalogue. Imports nothing of ours.
// Filled by its own issue; nothing is exported yet.
export {}
