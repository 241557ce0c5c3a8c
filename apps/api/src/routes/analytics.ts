import { EVENT_NAMES } from '@portico/common'
import { Hono } from 'hono'
import * as v from 'valibot'
import { wholeNumber } from '../http/numbers'
import { jsonBody, problem, validate } from '../http/problem'
import type { AppEnv } from '../server/context'

const DAY_MS = 86_400_000

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
  // What the sink holds for the project: counts per event name per day, the last `days` days (default 30, max 366).
  app.get('/projects/v1/analytics/summary', async (c) => {
    const days = Number(c.req.query('days') ?? 30)
    if (!Number.isInteger(days) || days < 1 || days > 366) {
      return problem(c, 400, 'INVALID_DAYS', 'days must be a whole number from 1 to 366')
    }
    const ctx = c.get('ctx')
    const startOfToday = Math.floor(ctx.now() / DAY_MS) * DAY_MS
    const since = startOfToday - (days - 1) * DAY_MS
    const counts = await ctx.store.analytics.summaryByProject(c.get('project').id, since)
    return c.json({ projectId: c.get('project').id, since: new Date(since).toISOString().slice(0, 10), counts })
  })
  return app
}
