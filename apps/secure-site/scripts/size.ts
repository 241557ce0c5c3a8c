// Prints each served script's size, raw and gzip, as `pnpm --filter @portico/secure-site size`; the budget
// for the frame page is 60 KB gzip of JavaScript.
import { gzipSync } from 'node:zlib'
import { buildAssets } from '../src/server/bundle'

const FRAME_BUDGET = 60 * 1024
const assets = await buildAssets()
for (const [name, code] of assets) {
  const gzip = gzipSync(code).length
  console.log(
    `${name.padEnd(20)} ${(code.length / 1024).toFixed(2).padStart(8)} KB raw ${(gzip / 1024).toFixed(2).padStart(7)} KB gzip`,
  )
}
const frame = gzipSync(assets.get('frame.js') ?? '').length
if (frame > FRAME_BUDGET) {
  console.error(`frame.js is ${(frame / 1024).toFixed(2)} KB gzip, over the 60 KB budget`)
  process.exitCode = 1
}
