import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generatedCatalogueDir, type WalletEntry } from './catalogue'

export interface EnlargedCatalogue {
  /** Folder with wallets.json and wallet-images.json, for `catalogueDir`. */
  dir: string
  size: number
  dispose(): void
}

/**
 * The bundled catalogue grown to `size` entries with renamed copies ("<name> Copy <n>", ordered after the originals,
 * own ids and rdns), written to a temporary folder. Budgets are stated for a 1,000-wallet catalogue (issue 4's
 * AllWallets, issue 7's search benchmark) while the bundled one has 600; the copies reuse the originals' images.
 */
export function writeEnlargedCatalogue(size: number, source: string = generatedCatalogueDir()): EnlargedCatalogue {
  const wallets = JSON.parse(readFileSync(join(source, 'wallets.json'), 'utf8')) as WalletEntry[]
  const copies: WalletEntry[] = []
  for (let i = 0; wallets.length + copies.length < size; i++) {
    const w = wallets[i % wallets.length] as WalletEntry
    const suffix = String(i).padStart(8, '0')
    copies.push({
      ...w,
      id: `${w.id.slice(0, 56)}${suffix}`,
      name: `${w.name} Copy ${i}`,
      order: wallets.length + i + 1,
      // A copy must not claim an original's extension (installed wallets are matched by rdns).
      rdns: w.rdns ? `${w.rdns}.copy${i}` : null,
    })
  }
  const dir = mkdtempSync(join(tmpdir(), 'portico-catalogue-'))
  const all = [...wallets, ...copies]
  writeFileSync(join(dir, 'wallets.json'), JSON.stringify(all))
  writeFileSync(join(dir, 'wallet-images.json'), readFileSync(join(source, 'wallet-images.json')))
  return { dir, size: all.length, dispose: () => rmSync(dir, { recursive: true, force: true }) }
}
