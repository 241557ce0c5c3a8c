import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// Production build of the two button-timing pages (e2e/specs/button-timing.spec.ts): the same React + wagmi app with a
// plain injected-connector button (baseline.html) and with createAppKit + adapter-wagmi + AppKitButton (portico.html). Built from the sources, minified, no
// source maps; the output directory comes from TIMING_OUT_DIR.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  build: {
    outDir: process.env.TIMING_OUT_DIR ?? resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        baseline: resolve(import.meta.dirname, 'baseline.html'),
        portico: resolve(import.meta.dirname, 'portico.html'),
      },
    },
  },
})
