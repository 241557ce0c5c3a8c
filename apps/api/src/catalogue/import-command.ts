import { parseArgs } from 'node:util'
import { openStore, type StoreConfig } from '../store/open-store'
import { importCatalogue } from './import'

export interface CommandIo {
  out(line: string): void
  err(line: string): void
}

const USAGE = 'usage: catalogue:import <file-or-url> [--logos <dir>] [--strict]'

/** `catalogue:import`: returns the exit code (0 written, 1 nothing written, 2 usage). */
export async function runImportCommand(argv: string[], store: StoreConfig, io: CommandIo): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    io.err((error as Error).message)
    io.err(USAGE)
    return 2
  }
  const { positionals, values } = parsed
  const source = positionals[0]
  if (!source || positionals.length > 1) {
    io.err(USAGE)
    return 2
  }
  const opened = await openStore(store)
  try {
    const report = await importCatalogue(opened.catalogue, {
      source,
      strict: values.strict,
      ...(values.logos ? { logosDir: values.logos } : {}),
    })
    for (const p of report.problems)
      io.err(`skipped${p.index >= 0 ? ` #${p.index}` : ''}${p.entry ? ` (${p.entry})` : ''}: ${p.message}`)
    io.out(
      report.written
        ? `${report.read} read: ${report.inserted} new, ${report.updated} updated, ${report.unchanged} unchanged, ` +
            `${report.problems.length} problems, ${report.logos} logos. A running service serves it within 30 s.`
        : `${report.read} read, nothing written (${report.problems.length} problems${values.strict ? ', --strict' : ''}).`,
    )
    return report.written ? 0 : 1
  } catch (error) {
    io.err(String((error as Error).message ?? error))
    return 1
  } finally {
    await opened.close()
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: { logos: { type: 'string' }, strict: { type: 'boolean', default: false } },
  })
}
