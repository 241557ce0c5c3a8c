export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>
export type Logger = (level: LogLevel, msg: string, fields?: LogFields) => void

/** One JSON object a line on stdout, which any log shipper reads. */
export const jsonLogger: Logger = (level, msg, fields = {}) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`)
}

export const silentLogger: Logger = () => undefined

/** Collects entries in memory, for tests that check what was logged. */
export function memoryLogger(): Logger & { entries: { level: LogLevel; msg: string; fields: LogFields }[] } {
  const entries: { level: LogLevel; msg: string; fields: LogFields }[] = []
  const log = ((level: LogLevel, msg: string, fields: LogFields = {}) => {
    entries.push({ level, msg, fields })
  }) as Logger & { entries: typeof entries }
  log.entries = entries
  return log
}
