export { resolveAnvilBinary } from './binary'
export { startTestAnvil, type TestAnvil } from './start-test-anvil'
