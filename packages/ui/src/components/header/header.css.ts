export const headerCss = `
.portico-header { display: flex; align-items: center; gap: 8px; padding: 12px 12px 4px; }
.portico-header-side { display: flex; align-items: center; gap: 4px; min-width: 36px; }
.portico-header-end { justify-content: flex-end; }
.portico-header-title { flex: 1; margin: 0; text-align: center; font-size: 16px; font-weight: 600; }
`
