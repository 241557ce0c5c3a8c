import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { readmeView, sectionBlocks } from './readme-snippet.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const read = (path) => readFileSync(join(root, path), 'utf8')
const blocks = sectionBlocks(read('README.md'), 'Use it in your app')

test("the README's code is examples/vite-react's config, comments left out and on public networks", () => {
  const code = blocks.find((b) => b.lang === 'tsx')
  expect(code?.code).toBe(readmeView(read('examples/vite-react/src/config.tsx')))
})

test('the install line names exactly the packages the example depends on', () => {
  const install = blocks.find((b) => b.lang === 'sh')?.code ?? ''
  const named = install
    .replace(/^pnpm add /, '')
    .split(/\s+/)
    .sort()
  const example = JSON.parse(read('examples/vite-react/package.json'))
  expect(named).toEqual(
    Object.keys(example.dependencies)
      .filter((d) => d !== 'react' && d !== 'react-dom')
      .sort(),
  )
})

test('readmeView drops comments and swaps the local chain, and fails when the example changed under it', () => {
  const source = [
    "import { localChain } from './local-chain'",
    '// why',
    '',
    '',
    'const networks = [localChain]',
    'const x = 1 // note',
  ].join('\n')
  expect(readmeView(source)).toBe(
    "import { arbitrum, mainnet } from '@portico/common/networks'\n\nconst networks = [mainnet, arbitrum]\nconst x = 1",
  )
  expect(() => readmeView('const networks = [mainnet]')).toThrow(/no longer has/)
})
