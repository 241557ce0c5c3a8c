import { Hono } from 'hono'
import * as v from 'valibot'
import { validate } from '../http/problem'
import type { AppEnv } from '../server/context'

const intParam = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(min), v.maxValue(max))
const listParam = v.pipe(
  v.string(),
  v.transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
)

const WalletsQuerySchema = v.object({
  page: v.optional(intParam(1, 100_000), '1'),
  entries: v.optional(intParam(1, 500), '40'),
  include: v.optional(listParam),
  exclude: v.optional(listParam),
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  badge_type: v.optional(v.picklist(['none', 'certified'])),
  chains: v.optional(listParam),
})

export function catalogueRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/getWallets', (c) => {
    const q = validate(c, WalletsQuerySchema, c.req.query(), 'query')
    if (!q.ok) return q.response
    const { badge_type, ...rest } = q.value
    return c.json(c.get('ctx').catalogue.query({ ...rest, badgeType: badge_type }))
  })
  return app
}
