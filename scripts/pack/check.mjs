// The publishable packages as npm would hand them to an app: `pnpm pack` each one (after `pnpm build`), unpack the
// tarballs into a scratch project outside the workspace, and import every public entry with plain Node (ESM, no
// `@portico/source` condition). Nothing is fetched: third-party dependencies are linked from the workspace's store,
// because a registry install cannot run offline on a fresh machine (pnpm needs the registry's metadata for that).
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { checkManifest, entryTargets, importScript, porticoSpecifiers, resolveScript } from './manifest.mjs'

const run = promisify(execFile)
const root = fileURLToPath(new URL('../..', import.meta.url))
const env = { ...process.env, NODE_OPTIONS: '' }

/** Non-private packages under packages/: the ones that would be published. */
export async function publishedPackages() {
  const found = []
  for (const name of (await readdir(join(root, 'packages'))).sort()) {
    const file = join(root, 'packages', name, 'package.json')
    if (!existsSync(file)) continue
    const manifest = JSON.parse(await readFile(file, 'utf8'))
    if (!manifest.private) found.push({ dir: dirname(file), manifest })
  }
  return found
}

async function pack(pkg, dest) {
  const { stdout } = await run('pnpm', ['pack', '--pack-destination', dest], { cwd: pkg.dir, env })
  const tarball = stdout
    .trim()
    .split('\n')
    .findLast((line) => line.endsWith('.tgz'))
  if (!tarball) throw new Error(`${pkg.manifest.name}: pnpm pack printed no tarball\n${stdout}`)
  return tarball.trim()
}

/** Two at a time: the machine has two cores and each `pnpm pack` is mostly process start-up. */
async function inPairs(items, task) {
  const results = []
  for (let i = 0; i < items.length; i += 2) results.push(...(await Promise.all(items.slice(i, i + 2).map(task))))
  return results
}

async function linkDependencies(app, pkg, packed, linked) {
  const names = [...Object.keys(packed.dependencies ?? {}), ...Object.keys(packed.peerDependencies ?? {})]
  for (const dep of names) {
    if (dep.startsWith('@portico/') || linked.has(dep)) continue
    const source = join(pkg.dir, 'node_modules', dep)
    // An optional peer the workspace does not install for this package stays missing, as it would in an app.
    if (!existsSync(source)) continue
    const target = join(app, 'node_modules', dep)
    await mkdir(dirname(target), { recursive: true })
    await symlink(await realpath(source), target, 'dir')
    linked.add(dep)
  }
}

/** Every `@portico/…` specifier the JavaScript files of an unpacked package's dist/ import. */
async function importedSpecifiers(dir) {
  const dist = join(dir, 'dist')
  if (!existsSync(dist)) return []
  const found = []
  for (const file of await readdir(dist, { recursive: true })) {
    if (/\.m?js$/.test(file)) found.push(...porticoSpecifiers(await readFile(join(dist, file), 'utf8')))
  }
  return found
}

async function main() {
  const started = Date.now()
  const scratch = await mkdtemp(join(tmpdir(), 'portico-pack-'))
  const problems = []
  try {
    const packages = await publishedPackages()
    for (const pkg of packages) {
      if (!existsSync(join(pkg.dir, 'dist'))) problems.push(`${pkg.manifest.name}: no dist/ (run pnpm build first)`)
    }
    if (problems.length > 0) throw new Error(problems.join('\n'))
    const tarballs = join(scratch, 'tarballs')
    const app = join(scratch, 'app')
    await mkdir(tarballs, { recursive: true })
    await mkdir(join(app, 'node_modules'), { recursive: true })
    const files = await inPairs(packages, (pkg) => pack(pkg, tarballs))
    const linked = new Set()
    const entries = []
    const imported = new Set()
    for (const [i, pkg] of packages.entries()) {
      const target = join(app, 'node_modules', pkg.manifest.name)
      await mkdir(target, { recursive: true })
      await run('tar', ['-xzf', files[i], '-C', target, '--strip-components=1'])
      const packed = JSON.parse(await readFile(join(target, 'package.json'), 'utf8'))
      problems.push(...(await checkManifest(target, packed)))
      await linkDependencies(app, pkg, packed, linked)
      entries.push(...entryTargets(packed).map(({ subpath }) => `${packed.name}${subpath.slice(1)}`))
      for (const specifier of await importedSpecifiers(target)) imported.add(specifier)
    }
    await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true, type: 'module' }))
    await writeFile(join(app, 'check.mjs'), importScript(entries))
    await writeFile(join(app, 'resolve.mjs'), resolveScript([...imported].sort()))
    for (const [script, what] of [
      ['check.mjs', 'importing the packed entries'],
      ['resolve.mjs', 'resolving what the packed files import'],
    ]) {
      try {
        const { stdout } = await run('node', [script], { cwd: app, env })
        process.stdout.write(stdout)
      } catch (error) {
        problems.push(`${what} failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`)
      }
    }
    if (problems.length > 0) throw new Error(problems.join('\n'))
    console.log(`pack check: ${packages.length} packages, ${entries.length} entries in ${Date.now() - started} ms`)
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`pack check failed:\n${error.message}`)
    process.exit(1)
  })
}
