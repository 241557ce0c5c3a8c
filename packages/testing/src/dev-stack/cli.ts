import { parseArgs } from 'node:util'
import { PortInUseError } from './ports'
import { prepareDevStack } from './prepare'
import { startDevStack } from './start-dev-stack'
import type { DevStackOptions } from './types'

const USAGE = `usage: portico-dev [--lab] [--no-api] [--no-relay] [--json] [--port-evm N] [--port-evm2 N] [--port-api N]
                   [--port-lab N] [--port-relay N] [--relay-mailbox FILE] [--no-solana] [--port-solana N]
                   [--no-bundler] [--no-secure-site] [--port-secure-site N]

Starts the local dev stack (anvil chains 31337 and 31338, apps/api, the WalletConnect relay, the Solana service on
LiteSVM, the embedded wallet's secure site, an ERC-4337 bundler (alto) per chain unless --no-bundler, and with --lab
the lab app) and keeps it up until SIGINT/SIGTERM. Ports are free ones unless given; a given port that is taken is an error.
  --json   print only the URLs, as JSON on one line (for scripts)`

export interface CliIo {
  out: (line: string) => void
  err: (line: string) => void
}

function parsePort(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new UsageError(`${flag} must be a port (1-65535)`)
  return port
}

class UsageError extends Error {}

/** Parses argv into stack options; exported for tests. */
export function parseCliArgs(argv: readonly string[]): { options: DevStackOptions; json: boolean; help: boolean } {
  let values: ReturnType<typeof parse>['values']
  try {
    values = parse(argv).values
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const evm = parsePort(values['port-evm'], '--port-evm')
  const evm2 = parsePort(values['port-evm2'], '--port-evm2')
  const api = parsePort(values['port-api'], '--port-api')
  const lab = parsePort(values['port-lab'], '--port-lab')
  const relay = parsePort(values['port-relay'], '--port-relay')
  const relayMailbox = values['relay-mailbox']
  const solana = parsePort(values['port-solana'], '--port-solana')
  const secureSite = parsePort(values['port-secure-site'], '--port-secure-site')
  const options: DevStackOptions = {
    lab: values.lab === true,
    // By hand, the lab comes with the WalletConnect test wallet's page for manual QA.
    ...(values.lab === true ? { wcWalletPage: true } : {}),
    api: values['no-api'] !== true,
    relay: values['no-relay'] !== true,
    solana: values['no-solana'] !== true,
    // By hand the bundlers come along (a few seconds more); the library's default leaves them off.
    bundler: values['no-bundler'] !== true,
    secureSite: values['no-secure-site'] !== true,
    ...(typeof relayMailbox === 'string' ? { relayMailbox } : {}),
    ports: {
      evm: { ...(evm ? { 31337: evm } : {}), ...(evm2 ? { 31338: evm2 } : {}) },
      ...(api ? { api } : {}),
      ...(lab ? { lab } : {}),
      ...(relay ? { relay } : {}),
      ...(solana ? { solana } : {}),
      ...(secureSite ? { secureSite } : {}),
    },
  }
  return { options, json: values.json === true, help: values.help === true }
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      lab: { type: 'boolean' },
      'no-api': { type: 'boolean' },
      'no-relay': { type: 'boolean' },
      'port-relay': { type: 'string' },
      'relay-mailbox': { type: 'string' },
      'no-solana': { type: 'boolean' },
      'no-bundler': { type: 'boolean' },
      'port-solana': { type: 'string' },
      'no-secure-site': { type: 'boolean' },
      'port-secure-site': { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      'port-evm': { type: 'string' },
      'port-evm2': { type: 'string' },
      'port-api': { type: 'string' },
      'port-lab': { type: 'string' },
    },
  })
}

/**
 * Runs `portico-dev`. Resolves with an exit code when start-up fails or --help is asked for; once the stack is up it
 * stays up (the stack's signal handling stops it and ends the process on SIGINT/SIGTERM).
 */
export async function runCli(argv: readonly string[], io: CliIo = defaultIo): Promise<number | undefined> {
  let parsed: ReturnType<typeof parseCliArgs>
  try {
    parsed = parseCliArgs(argv)
  } catch (error) {
    io.err(`portico-dev: ${(error as Error).message}\n${USAGE}`)
    return 2
  }
  if (parsed.help) {
    io.out(USAGE)
    return 0
  }
  try {
    // The api's store template (first start on a machine), its code and the lab's dependency cache are prepared apart
    // from the stack's timed start; the one-time template build is worth a line.
    const began = performance.now()
    const prepared = await prepareDevStack({ api: parsed.options.api !== false, lab: parsed.options.lab === true })
    if (prepared.builtStore && !parsed.json)
      io.out(`api store prepared (first run here) in ${Math.round(performance.now() - began)} ms`)
    const stack = await startDevStack({ ...parsed.options, log: parsed.json ? false : io.out })
    if (parsed.json) io.out(JSON.stringify(stack.urls))
    // Ctrl-C is how a developer ends the stack, not a failure: stop (the stack's own handler has begun) and exit 0,
    // so `pnpm lab` does not report an error. A second signal still ends at once.
    const exitWhenStopped = () => {
      void stack.stop().then(() => process.exit(0))
    }
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, exitWhenStopped)
    return undefined
  } catch (error) {
    const message = error instanceof PortInUseError ? error.message : ((error as Error).stack ?? String(error))
    io.err(`portico-dev: ${message}`)
    return 1
  }
}

const defaultIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}
