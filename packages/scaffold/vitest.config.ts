import { packageTest } from '../../vitest.shared.ts'

// Views are React components rendered into a shadow root: they need a DOM. The files of one worker share one module
// graph (isolate: false): importing the views' graph again for each file was half the suite's time. A test that needs
// a module's first state (locale.test: a catalogue not loaded yet) takes fresh modules with vi.resetModules().
export default packageTest(
  { environment: 'happy-dom', setupFiles: ['./test/vitest-setup.ts'], testTimeout: 20_000, isolate: false },
  { react18: true },
)
