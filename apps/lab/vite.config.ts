import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The dev stack passes its URLs in PORTICO_STACK_JSON; a plain `vite` run shows the lab without them.
const stack = process.env.PORTICO_STACK_JSON ?? 'null'

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  define: { __PORTICO_STACK__: stack },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { sourcemap: true },
})
