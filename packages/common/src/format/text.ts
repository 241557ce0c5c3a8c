export const EMAIL_DISPLAY_MAX = 30
const ELLIPSIS = '…'

/** §5/§9: emails longer than 30 characters are cut with an ellipsis. */
export function formatEmail(email: string): string {
  return email.length > EMAIL_DISPLAY_MAX ? `${email.slice(0, EMAIL_DISPLAY_MAX)}${ELLIPSIS}` : email
}

/** §5: the trailing 0 of a Discord username (the legacy discriminator) is dropped. */
export function formatDiscordUsername(username: string): string {
  return username.endsWith('0') ? username.slice(0, -1) : username
}

export interface TruncateOptions {
  start?: number
  end?: number
}

/** "0x1234…abcd": keeps `start` characters after any 0x prefix and `end` at the end. */
export function truncateAddress(address: string, { start = 4, end = 4 }: TruncateOptions = {}): string {
  const prefix = address.startsWith('0x') ? 2 : 0
  if (address.length <= prefix + start + end + 1) return address
  return `${address.slice(0, prefix + start)}${ELLIPSIS}${address.slice(address.length - end)}`
}
