import { packageTest } from '../../vitest.shared.ts'

// Hooks and buttons render in a DOM; the server-render test opts into node with a docblock.
export default packageTest({ environment: 'happy-dom', setupFiles: ['./test/vitest-setup.ts'], testTimeout: 20_000 })
