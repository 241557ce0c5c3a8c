import { expect } from '@playwright/test'
import { codeInMail } from '@portico/testing'

// The dev stack's SMTP sink as the embedded-wallet specs read it: apps/api mails codes and approval links there, and
// the sink's mailbox (`GET /messages?to=…`) hands them to the spec.

/** A fresh address per test: apps/api and the secure site keep their users for the whole run. */
export const newEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`

interface SinkMessage {
  to: string
  text: string
  receivedAt: string
}

/** What `pick` finds in the newest mail to `email` received after `since` (ms), polled from the sink's mailbox. */
async function fromMailbox(
  mailbox: string,
  email: string,
  since: number,
  pick: (message: SinkMessage) => string | undefined,
): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailbox}/messages?to=${encodeURIComponent(email)}`)
        const messages = (await response.json()) as SinkMessage[]
        found = messages
          .filter((m) => Date.parse(m.receivedAt) >= since - 1000)
          .map(pick)
          .findLast(Boolean)
        return found
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return found as string
}

export const codeFor = (mailbox: string, email: string, since: number) => fromMailbox(mailbox, email, since, codeInMail)

/** The device-approval link mailed to a known user signing in on a new device. */
export const approvalLinkFor = (mailbox: string, email: string, since: number) =>
  fromMailbox(mailbox, email, since, (m) => /https?:\/\/\S+\/auth\/v1\/device\/approve\?\S+/.exec(m.text)?.[0])
