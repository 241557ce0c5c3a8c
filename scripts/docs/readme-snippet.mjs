// The README's "Use it in your app" code is examples/vite-react's config, which CI builds and an e2e spec connects
// a wallet with. These helpers turn the example's file into what the README shows.

/** The example's only difference from a real app: the local anvil chain instead of public networks. */
export const README_NETWORKS = [
  ["import { localChain } from './local-chain'", "import { arbitrum, mainnet } from '@portico/common/networks'"],
  ['const networks = [localChain]', 'const networks = [mainnet, arbitrum]'],
]

/** `source` without comment lines and end-of-line comments, blank runs collapsed, with README_NETWORKS applied. */
export function readmeView(source) {
  let text = source
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .map((line) => line.replace(/\s+\/\/ .*$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  for (const [from, to] of README_NETWORKS) {
    if (!text.includes(from)) throw new Error(`the example no longer has: ${from}`)
    text = text.replace(from, to)
  }
  return text
}

/** The fenced blocks (language, code) of one `## heading` section of a Markdown page. */
export function sectionBlocks(markdown, heading) {
  const start = markdown.indexOf(`\n## ${heading}\n`)
  if (start < 0) return []
  const end = markdown.indexOf('\n## ', start + 1)
  const section = markdown.slice(start, end < 0 ? undefined : end)
  return [...section.matchAll(/```(\w*)\n([\s\S]*?)\n```/g)].map(([, lang, code]) => ({ lang, code }))
}
