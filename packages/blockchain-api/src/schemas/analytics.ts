import * as v from 'valibot'

export const AnalyticsAckSchema = v.object({ ok: v.boolean() })
