/**
 * Saving a file from the browser, behind an object so sagas stay testable (tests replace
 * `save`). The object URL is revoked once the click has started the download.
 */
export const download = {
  save(blob: Blob, fileName: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
  origin: (): string => window.location.origin,
};
