import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// A plain Vite + React setup, as `npm create vite@latest` writes it. The Portico packages resolve to their built
// `dist/`, as they would from npm: turbo builds them before this example.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
