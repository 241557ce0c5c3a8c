export {
  createMemoryAdapter,
  createMemoryWallet,
  INTERNAL_ERROR,
  type MemoryAdapter,
  type MemoryBehaviour,
  type MemoryWallet,
  USER_REJECTED,
} from './memory-adapter'
