// Data files the product keeps on disk, checked the same way before anything uses them.
export { checkAccess, dataFileFailure } from './access';
export { DataFileError } from './dataFileError';
export { readOrCreateSecretFile } from './secretFile';
export { checkSqliteFile } from './sqliteFile';
