import type { Db } from '../db'

export interface AnalyticsEventInput {
  projectId: string
  eventId: string
  sdkType: string | null
  sdkVersion: string | null
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown>
}

/** Events of one name on one UTC day (the client's timestamp). */
export interface AnalyticsDayCount {
  day: string
  event: string
  count: number
}

export class AnalyticsRepository {
  constructor(private readonly db: Db) {}

  async insert(event: AnalyticsEventInput): Promise<void> {
    await this.db.query(
      `INSERT INTO analytics_events (project_id, event_id, sdk_type, sdk_version, url, domain, event_timestamp, props)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        event.projectId,
        event.eventId,
        event.sdkType,
        event.sdkVersion,
        event.url,
        event.domain,
        event.timestamp,
        JSON.stringify(event.props),
      ],
    )
  }

  async listByProject(projectId: string, limit = 100): Promise<AnalyticsEventInput[]> {
    const rows = await this.db.query<{
      project_id: string
      event_id: string
      sdk_type: string | null
      sdk_version: string | null
      url: string
      domain: string
      event_timestamp: string | number
      props: Record<string, unknown>
    }>('SELECT * FROM analytics_events WHERE project_id = $1 ORDER BY id DESC LIMIT $2', [projectId, limit])
    return rows.map((r) => ({
      projectId: r.project_id,
      eventId: r.event_id,
      sdkType: r.sdk_type,
      sdkVersion: r.sdk_version,
      url: r.url,
      domain: r.domain,
      timestamp: Number(r.event_timestamp),
      props: r.props,
    }))
  }

  /** Counts per event name per UTC day, days ascending; `sinceMs` keeps only events stamped at or after it. */
  async summaryByProject(projectId: string, sinceMs = 0): Promise<AnalyticsDayCount[]> {
    const rows = await this.db.query<{ day: string; event: string; count: string | number }>(
      `SELECT to_char(to_timestamp(event_timestamp / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
              props->>'event' AS event, count(*) AS count
       FROM analytics_events WHERE project_id = $1 AND event_timestamp >= $2
       GROUP BY day, event ORDER BY day, event`,
      [projectId, sinceMs],
    )
    return rows.map((r) => ({ day: r.day, event: r.event, count: Number(r.count) }))
  }
}
