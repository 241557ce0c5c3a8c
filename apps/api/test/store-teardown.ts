import { afterAll } from 'vitest'
import { stopTestStore } from './test-store'

// Setup file of the `postgres` project: every test file stops its own throwaway cluster when it is done. Runs after
// the file's own afterAll hooks, which close the apis (and their connections) first.
afterAll(() => stopTestStore())
