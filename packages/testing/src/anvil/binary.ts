// The lookup lives in @portico/dev-contracts so that packages this one depends on can start anvil in their tests.
export { resolveAnvilBinary } from '@portico/dev-contracts/anvil'
