/**
 * Shortens an address for display: '0x' prefix kept, then `start` characters, an ellipsis, the last `end`.
 * Short strings are returned whole, so nothing is ever hidden for no gain.
 */
export function truncateAddress(address: string, start = 4, end = 4): string {
  const prefix = address.startsWith('0x') ? '0x' : ''
  const body = address.slice(prefix.length)
  if (body.length <= start + end + 1) return address
  return `${prefix}${body.slice(0, start)}…${body.slice(-end)}`
}
