export {
  DEFAULT_QUICKSTART_DIR,
  loadQuickstartCatalogue,
  walkTemplate,
  type LoadedProject,
  type QuickstartCatalogue,
  type QuickstartProject,
} from './catalogue';
export {
  checkedPrivateKey,
  projectEntries,
  projectFolder,
  PRIVATE_KEY_FILE,
  type ProjectSettings,
} from './projectConfig';
export { MAX_ARCHIVE_BYTES, zipStream, type ZipEntry } from './zip';
