// Wires @portico/ui to @portico/core: the modal shell, router table and views.
// Filled by its own issue; nothing is exported yet.
export {}
