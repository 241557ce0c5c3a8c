import { EVENT_NAMES } from '@portico/common'
import { Hono } from 'hono'
import * as v from 'valibot'
import { wholeNumber } from '../http/numbers'
import { jsonBody, validate } from '../http/problem'
import type { AppEnv } from '../server/context'

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

const EventSchema = v.object({
  eventId: text(100),
  url: text(2048),
  domain: text(255),
  // Milliseconds since 1970; a BIGINT column.
  timestamp: wholeNumber(),
  props: v.object({
    type: v.picklist(['track', 'error']),
    event: v.picklist(EVENT_NAMES),
    errorType: v.optional(text(200)),
    errorMessage: v.optional(text(4000)),
    stackTrace: v.optional(text(16_000)),
    properties: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]))),
  }),
})

/** The analytics sink: events are stored when the project has analytics on. */
export function analyticsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.post('/e', async (c) => {
    const body = await jsonBody(c)
    if (!body.ok) return body.response
    const event = validate(c, EventSchema, body.value, 'analytics event')
    if (!event.ok) return event.response
    const project = c.get('project')
    if (!project.analyticsEnabled) return c.json({ ok: true, stored: false })
    await c.get('ctx').store.analytics.insert({
      projectId: project.id,
      sdkType: c.req.query('st') ?? null,
      sdkVersion: c.req.query('sv') ?? null,
      ...event.value,
    })
    return c.json({ ok: true, stored: true })
  })
  return app
}
