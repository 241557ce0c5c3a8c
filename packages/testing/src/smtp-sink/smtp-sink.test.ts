import { DEV_PROJECT_ID, type RunningApi, silentLogger, startApiServer } from '@portico/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeInMail, type SinkMessage, type SmtpSink, startSmtpSink } from './smtp-sink'

// apps/api mails with nodemailer over real SMTP to the sink; the mail is read back from Node and over HTTP.
const SECURE_SITE = 'http://127.0.0.1:5199'
let sink: SmtpSink
let api: RunningApi

beforeAll(async () => {
  sink = await startSmtpSink()
  api = await startApiServer({
    logger: silentLogger,
    secureSiteOrigins: [SECURE_SITE],
    smtp: { host: sink.host, port: sink.smtpPort, from: 'Portico <no-reply@portico.test>' },
  })
}, 60_000)
afterAll(async () => {
  await api?.close()
  await sink?.stop()
})

const requestCode = (email: string) =>
  fetch(`${api.url}/auth/v1/email/otp?projectId=${DEV_PROJECT_ID}`, {
    method: 'POST',
    headers: { origin: SECURE_SITE, 'content-type': 'application/json' },
    body: JSON.stringify({ email, deviceId: 'sink-device' }),
  })

describe('SMTP sink', () => {
  it('receives the code apps/api sends through nodemailer, readable from Node and over HTTP', async () => {
    const res = await requestCode('Mail.Test@Portico.test')
    expect(await res.json()).toEqual({ action: 'VERIFY_OTP' })
    const mail = await sink.waitFor('mail.test@portico.test')
    expect(mail.from).toBe('no-reply@portico.test')
    expect(mail.subject).toMatch(/code/i)
    const code = codeInMail(mail)
    expect(code).toMatch(/^\d{6}$/)

    const listed = (await (
      await fetch(`${sink.mailboxUrl}/messages?to=mail.test@portico.test`)
    ).json()) as SinkMessage[]
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ to: 'mail.test@portico.test', subject: mail.subject, text: mail.text })
    expect(Date.parse(listed[0]?.receivedAt ?? '')).not.toBeNaN()

    // The code from the mail signs the user in.
    const verify = await fetch(`${api.url}/auth/v1/email/verify?projectId=${DEV_PROJECT_ID}`, {
      method: 'POST',
      headers: { origin: SECURE_SITE, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'mail.test@portico.test', otp: code, deviceId: 'sink-device' }),
    })
    expect(verify.status).toBe(200)
  })

  it('keeps mail per recipient, and DELETE /messages empties the box', async () => {
    await requestCode('other@portico.test')
    await sink.waitFor('other@portico.test')
    expect(sink.messages('other@portico.test')).toHaveLength(1)
    expect(sink.messages('nobody@portico.test')).toEqual([])
    expect((await fetch(`${sink.mailboxUrl}/messages`, { method: 'DELETE' })).status).toBe(204)
    expect(sink.messages()).toEqual([])
  })

  it('waitFor gives up after its timeout', async () => {
    await expect(sink.waitFor('never@portico.test', { timeoutMs: 50 })).rejects.toThrow(/no mail/)
  })
})
