export const qrCodeCss = `
.portico-qr-code { display: block; max-width: 100%; height: auto; border-radius: var(--pc-radius-3); }
.portico-qr-background { fill: var(--pc-qr-background); }
.portico-qr-modules { fill: var(--pc-qr-color); }
`
