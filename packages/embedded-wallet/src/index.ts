// Client for the embedded (email/social) wallet frame.
// Filled by its own issue; nothing is exported yet.
export {}
