#!/usr/bin/env node
// portico-dev: the local dev stack from the command line. Runs from TypeScript sources; see README.md.
import '../src/dev-stack/node/register.mjs'

const { runCli } = await import('../src/dev-stack/cli.ts')
const code = await runCli(process.argv.slice(2))
if (code !== undefined) process.exitCode = code
