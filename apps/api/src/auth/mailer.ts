import { createTransport } from 'nodemailer'
import type { AuthOptions, Mailer } from './options'

/** A mailer over the configured SMTP relay; without one every send fails with a clear message. */
export function createMailer(options: AuthOptions): Mailer {
  if (options.mailer) return options.mailer
  const smtp = options.smtp
  if (!smtp) {
    return {
      send: () => Promise.reject(new Error('No SMTP relay configured (ApiOptions.smtp): auth mails cannot be sent')),
    }
  }
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? false,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    // A local relay (the dev stack's sink) offers no STARTTLS; a real one is used with `secure` or STARTTLS.
    ignoreTLS: !smtp.secure && (smtp.host === '127.0.0.1' || smtp.host === 'localhost'),
  })
  return {
    async send(mail) {
      await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text })
    },
  }
}

// The code stands on a line of its own, so a reader (or a test) finds it without parsing prose.
export const codeMail = (to: string, code: string, purpose: string) => ({
  to,
  subject: `Your Portico code: ${code}`,
  text: `Your one-time code to ${purpose}:\n\n${code}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.\n`,
})

export const approvalMail = (to: string, link: string) => ({
  to,
  subject: 'Approve your new device',
  text: `Someone is signing in to your Portico wallet from a new device. If it is you, open this link:\n\n${link}\n\nIf it is not you, ignore this mail.\n`,
})
