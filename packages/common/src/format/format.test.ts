import { describe, expect, it } from 'vitest'
import { formatRelativeTime, formatShortDate } from './date'
import { formatNumber, formatQuantity } from './number'
import { formatDiscordUsername, formatEmail, truncateAddress } from './text'

describe('§9 transaction quantities 3 decimals; other numbers 2 decimals', () => {
  it('formats', () => {
    expect(formatQuantity(1.23456)).toBe('1.235')
    expect(formatQuantity('2')).toBe('2.000')
    expect(formatNumber(1234.5)).toBe('1,234.50')
    expect(formatNumber('x')).toBe('0.00')
  })
})

describe('§9 date short month and day; relative times abbreviated (sec, min, hr, d, mo, yr)', () => {
  it('formats a short date', () => {
    expect(formatShortDate('2024-03-07T12:00:00Z')).toBe('Mar 7')
    expect(formatShortDate('nope')).toBe('')
  })
  it.each([
    [5, '5 sec'],
    [120, '2 min'],
    [3 * 3600, '3 hr'],
    [2 * 86400, '2 d'],
    [45 * 86400, '1 mo'],
    [800 * 86400, '2 yr'],
  ])('%i seconds ago is %s', (seconds, expected) => {
    const now = Date.UTC(2025, 0, 1)
    expect(formatRelativeTime(now - seconds * 1000, now)).toBe(expected)
  })
})

describe('§5 email display over 30 characters cut with an ellipsis', () => {
  it('cuts at 30', () => {
    const long = `${'a'.repeat(25)}@example.com`
    expect(formatEmail(long)).toBe(`${long.slice(0, 30)}…`)
    expect(formatEmail('a@b.co')).toBe('a@b.co')
    expect(formatEmail('x'.repeat(30))).toBe('x'.repeat(30))
  })
})

describe('§5 Discord username trailing 0 dropped', () => {
  it('drops one trailing 0', () => {
    expect(formatDiscordUsername('alice0')).toBe('alice')
    expect(formatDiscordUsername('bob')).toBe('bob')
  })
})

describe('address truncation', () => {
  it('keeps the prefix, 4 leading and 4 trailing characters', () => {
    expect(truncateAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('0x5aAe…eAed')
    expect(truncateAddress('short')).toBe('short')
  })
})
