import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { Mailbox } from './mailbox'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-mailbox-'))
  dirs.push(dir)
  return join(dir, 'mailbox.json')
}
const message = (text: string, from = 'alice', expiresAt = Date.now() + 60_000) => ({
  topic: 'a'.repeat(64),
  message: text,
  publishedAt: Date.now(),
  expiresAt,
  tag: 0,
  from,
})

test('the same ciphertext published twice is one message; acks and the publisher are remembered per client', () => {
  const box = new Mailbox()
  const first = box.add(message('m'))
  expect(box.add(message('m'))).toBe(first)
  expect(box.size).toBe(1)
  expect(box.pendingFor('a'.repeat(64), 'alice')).toEqual([])
  expect(box.pendingFor('a'.repeat(64), 'bob')).toHaveLength(1)
  box.ack(first, 'bob')
  expect(box.pendingFor('a'.repeat(64), 'bob')).toEqual([])
  expect(box.pendingFor('a'.repeat(64), 'carol')).toHaveLength(1)
})

test('a file mailbox round-trips, drops expired messages when saving, and a corrupt file starts empty', () => {
  const file = tempFile()
  const box = new Mailbox(file)
  box.ack(box.add(message('kept')), 'bob')
  box.add(message('expired', 'alice', Date.now() - 1))
  box.flush()
  const restored = new Mailbox(file)
  expect(restored.snapshot().messages.map((m) => [m.message, m.ackedBy])).toEqual([['kept', ['bob']]])

  writeFileSync(file, '{ not json')
  expect(new Mailbox(file).size).toBe(0)
  writeFileSync(file, JSON.stringify({ version: 1, messages: [{ topic: 5 }, null] }))
  expect(new Mailbox(file).size).toBe(0)
  expect(readFileSync(file, 'utf8')).toContain('version')
})
