import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { react18Alias } from '../../tools/react-18/alias'

// The dev stack passes its URLs in PORTICO_STACK_JSON; a plain `vite` run shows the lab without them.
const stack = process.env.PORTICO_STACK_JSON ?? 'null'
// PORTICO_LAB_REACT=18: the lab on React 18.3 (the packages declare react >=18.3), as e2e's react18 project builds it.
const react18 = process.env.PORTICO_LAB_REACT === '18'

export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['@portico/source', ...defaultClientConditions],
    ...(react18 ? { alias: react18Alias(fileURLToPath(new URL('../../tools/react-18', import.meta.url))) } : {}),
  },
  define: { __PORTICO_STACK__: stack },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { sourcemap: true },
})
