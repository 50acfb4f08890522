export * from './records';
export { getStore, openStore, createStore, resetSharedStore, type Store, type StoreProblem } from './store';
export {
  ConflictError,
  StorageFullError,
  StorageBlockedError,
  StorageNewerError,
  type StorageEvent,
  BLOCKED_WAIT_MS,
  createMemoryBackend,
  openIdbBackend,
  DB_NAME,
  DB_VERSION,
} from './backend';
export * from './transfer';
export { inProgressFor } from './inProgress';
