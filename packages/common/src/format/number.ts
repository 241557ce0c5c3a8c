// §9: transaction quantities show 3 decimals, every other number 2.
export const QUANTITY_DECIMALS = 3
export const NUMBER_DECIMALS = 2

export function formatNumber(value: number | string, decimals: number = NUMBER_DECIMALS): string {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n)) return (0).toFixed(decimals)
  return n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
}

export function formatQuantity(value: number | string): string {
  return formatNumber(value, QUANTITY_DECIMALS)
}
