export { onStorageUnavailable, classifyStorageError, reportStorageProblem } from './report';
export type { StorageArea, StorageOperation, StorageFailureReason, StorageProblem } from './report';
export { createStore, session, local } from './webStorage';
export type { SafeStore } from './webStorage';
