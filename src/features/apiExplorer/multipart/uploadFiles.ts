/**
 * The File objects the user chose, by part name, outside the Redux store: a File is not
 * serialisable (the store, its actions and a share link hold only UploadMetadata). One explorer
 * panel is shown at a time, so one registry serves it; the panel empties it on a new page.
 */
const chosen = new Map<string, File>();

export function chooseFile(part: string, file: File | undefined): void {
  if (file) chosen.set(part, file);
  else chosen.delete(part);
}

export const chosenFile = (part: string): File | undefined => chosen.get(part);

export function forgetFiles(): void {
  chosen.clear();
}
