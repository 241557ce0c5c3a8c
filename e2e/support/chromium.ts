import { execFileSync } from 'node:child_process'

// Playwright's own browser download cannot reach its host here, so the suite drives the distribution's Chromium.
const CANDIDATES = ['chromium', 'chromium-browser']

export function findChromium(): string {
  const fromEnv = process.env.PORTICO_CHROMIUM
  if (fromEnv) return fromEnv
  for (const name of CANDIDATES) {
    try {
      const path = execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
      if (path) return path
    } catch {
      // `which` exits non-zero when the name is not on PATH; try the next one.
    }
  }
  throw new Error(
    `No Chromium found on PATH (looked for ${CANDIDATES.join(', ')}). ` +
      "Install Debian's chromium (`apt-get install chromium`, or run `pnpm setup`), " +
      'or point PORTICO_CHROMIUM at a Chromium binary.',
  )
}

/**
 * Nothing a page asks for may leave the machine. Every request and WebSocket to a host other than loopback goes to a
 * proxy on a closed local port (the discard port), so it fails at once with ERR_PROXY_CONNECTION_FAILED; Chromium
 * never sends loopback traffic (127.0.0.0/8, localhost, [::1]) through a proxy. The page guard lists such attempts.
 */
export const OFFLINE_PROXY_ARGS = ['--proxy-server=http://127.0.0.1:9']

// Flags that keep the browser from calling home: no background fetches, no component or sync updates, no QUIC probes.
export const CHROMIUM_ARGS = [
  ...OFFLINE_PROXY_ARGS,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
