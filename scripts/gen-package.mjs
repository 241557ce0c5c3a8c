// One-off scaffolder kept for adding packages with the same shape: node scripts/gen-package.mjs name "description" deps...
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const [name, description, ...deps] = process.argv.slice(2)
const dir = join('packages', name)
if (existsSync(join(dir, 'package.json'))) {
  console.error(`${dir} exists`)
  process.exit(1)
}
mkdirSync(join(dir, 'src'), { recursive: true })
const dependencies = Object.fromEntries(
  deps.map((d) =>
    d.startsWith('@portico/')
      ? [d, 'workspace:*']
      : d.split('@').length > 2 || !d.includes('@')
        ? [d.replace(/@[^@/]+$/, ''), d.match(/@([^@/]+)$/)?.[1] ?? '*']
        : [d, '*'],
  ),
)
const pkg = {
  name: `@portico/${name}`,
  version: '0.0.0',
  description,
  type: 'module',
  sideEffects: false,
  license: 'Apache-2.0',
  exports: {
    '.': { '@portico/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
    './package.json': './package.json',
  },
  files: ['dist'],
  scripts: {
    build: 'tsdown',
    typecheck: 'tsc -p tsconfig.json',
    test: 'vitest run',
  },
  dependencies,
}
writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
writeFileSync(
  join(dir, 'tsconfig.json'),
  `${JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: { types: ['node'] }, include: ['src', 'test', '*.ts'] }, null, 2)}\n`,
)
writeFileSync(
  join(dir, 'tsdown.config.ts'),
  `import { defineConfig } from 'tsdown'\nimport { packageBuild } from '../../tsdown.base.ts'\n\nexport default defineConfig(packageBuild())\n`,
)
writeFileSync(
  join(dir, 'vitest.config.ts'),
  `import { packageTest } from '../../vitest.shared.ts'\n\nexport default packageTest()\n`,
)
if (!existsSync(join(dir, 'src/index.ts')))
  writeFileSync(
    join(dir, 'src/index.ts'),
    `// ${description}\n// Filled by its own issue; nothing is exported yet.\nexport {}\n`,
  )
writeFileSync(
  join(dir, 'README.md'),
  `# @portico/${name}\n\n${description}\n\n## Public API\n\nNothing yet: the package is an empty entry point until its issue lands.\n`,
)
console.log(`created ${dir}`)
