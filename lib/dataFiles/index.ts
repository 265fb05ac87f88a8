// Data files the product keeps on disk, checked the same way before anything uses them. The
// SQLite check, which needs the SQLite driver, is the store's (packages/store/sqliteFile.ts).
export { checkAccess, dataFileFailure } from './access';
export { DataFileError } from './dataFileError';
export { readOrCreateSecretFile } from './secretFile';
