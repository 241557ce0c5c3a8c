import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CatalogueImage, CatalogueRepository, UpsertCount } from '../store/repositories/catalogue'
import { badgeSvg } from './badge-svg'
import type { WalletEntry } from './catalogue'
import { type ImportProblem, parseListing } from './explorer-format'

export interface ImportOptions {
  /** A file path, or an http(s) URL the deployer gives (the only host this command ever asks). */
  source: string
  /** A folder of SVG logos named `<image_id>.svg` or `<wallet id>.svg`; others get a generated monogram. */
  logosDir?: string
  /** Write nothing when any entry is bad (default: skip bad entries, import the rest). */
  strict?: boolean
  now?: number
  fetch?: typeof fetch
}

export interface ImportReport extends UpsertCount {
  /** Entries in the file, good and bad. */
  read: number
  problems: ImportProblem[]
  /** Entries whose logo came from `logosDir`. */
  logos: number
  /** False when nothing was written (strict with problems, or no valid entry). */
  written: boolean
}

const MAX_BYTES = 50 * 1024 * 1024
const MAX_SVG_BYTES = 200 * 1024

async function readSource(source: string, fetcher: typeof fetch): Promise<string> {
  if (!/^https?:\/\//i.test(source)) return readFile(source, 'utf8')
  const response = await fetcher(source, { signal: AbortSignal.timeout(30_000) })
  if (!response.ok) throw new Error(`${source} answered HTTP ${response.status}`)
  const text = await response.text()
  if (text.length > MAX_BYTES) throw new Error(`${source} is larger than ${MAX_BYTES} bytes`)
  return text
}

/** A logo is served as is to every page: only plain SVG, nothing that runs or loads from elsewhere. */
export function isPlainSvg(text: string): boolean {
  return (
    text.length <= MAX_SVG_BYTES &&
    /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(text) &&
    !/<script|<foreignObject|<!ENTITY|\son[a-z]+\s*=|javascript:/i.test(text) &&
    !/(?:xlink:)?href\s*=\s*["']?(?!#)/i.test(text)
  )
}

function imagesFor(entries: readonly WalletEntry[], logosDir: string | undefined, problems: ImportProblem[]) {
  const images: CatalogueImage[] = []
  let logos = 0
  entries.forEach((entry, index) => {
    const file = logosDir
      ? [entry.image_id, entry.id].map((name) => join(logosDir, `${name}.svg`)).find((path) => existsSync(path))
      : undefined
    if (file) {
      const svg = readFileSync(file, 'utf8')
      if (isPlainSvg(svg)) {
        images.push({ id: entry.image_id, svg, supplied: true })
        logos++
        return
      }
      problems.push({ index, entry: entry.id, message: `logo ${file} is not plain SVG; a monogram is used` })
    }
    images.push({ id: entry.image_id, svg: badgeSvg(entry.name, entry.image_id), supplied: false })
  })
  return { images, logos }
}

/** Reads, validates and stores a wallet listing; importing the same listing again changes nothing. */
export async function importCatalogue(repo: CatalogueRepository, options: ImportOptions): Promise<ImportReport> {
  const text = await readSource(options.source, options.fetch ?? fetch)
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch {
    throw new Error(`${options.source} is not JSON`)
  }
  const { entries, problems } = parseListing(document)
  const read = entries.length + problems.filter((p) => p.index >= 0).length
  const { images, logos } = imagesFor(entries, options.logosDir, problems)
  const none = { inserted: 0, updated: 0, unchanged: 0 }
  if (entries.length === 0 || (options.strict && problems.length > 0))
    return { read, problems, logos, written: false, ...none }
  const count = await repo.upsert(entries, images, options.now ?? Date.now())
  return { read, problems, logos, written: true, ...count }
}
