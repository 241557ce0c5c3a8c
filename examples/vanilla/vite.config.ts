import { defineConfig } from 'vite'

// No framework plugin: the page is plain HTML and TypeScript. The Portico packages resolve to their built `dist/`,
// as they would from npm (React is there only as the modal's own dependency).
export default defineConfig({
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
