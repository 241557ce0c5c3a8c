import { packageTest } from '../../vitest.shared.ts'

// Every ui test renders DOM (shadow roots, focus, computed styles), so happy-dom is the default environment.
export default packageTest({ environment: 'happy-dom', setupFiles: ['./test/setup.ts'] }, { react18: true })
