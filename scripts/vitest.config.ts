import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/*.test.mjs'],
    reporters: process.env.PORTICO_REPORT ? ['default', 'json'] : ['default'],
    outputFile: { json: '.reports/vitest.json' },
  },
})
