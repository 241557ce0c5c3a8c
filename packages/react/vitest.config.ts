import { packageTest } from '../../vitest.shared.ts'

// Hooks and buttons render in a DOM; the server-render test opts into node with a docblock. The public API's type
// tests (*.test-d.ts) run through vitest's typecheck beside the unit tests.
export default packageTest(
  {
    environment: 'happy-dom',
    setupFiles: ['./test/vitest-setup.ts'],
    testTimeout: 20_000,
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
  { react18: true },
)
