import { packageTest } from '../../vitest.shared.ts'

// Views are React components rendered into a shadow root: they need a DOM.
export default packageTest(
  { environment: 'happy-dom', setupFiles: ['./test/vitest-setup.ts'], testTimeout: 20_000 },
  { react18: true },
)
