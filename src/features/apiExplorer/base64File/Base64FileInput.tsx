import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { ACCEPTED_UPLOAD_TYPES, UPLOAD_ERROR_MESSAGE } from '../multipart/multipartFields';
import { fileSize } from '../fileSize';
import { MAX_BASE64_FILE_BYTES, readAsBase64, tooLargeMessage } from './base64File';

type Status =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'done'; name: string; size: number; length: number }
  | { kind: 'error'; message: string };

/**
 * A file picker beside a base64 body field: the chosen file is read in the browser and its
 * bytes go into the field as base64 (the spec's accepted types, up to MAX_BASE64_FILE_BYTES).
 */
export function Base64FileInput({
  id,
  field,
  disabled,
  onChosen,
}: {
  /** The id of the text field the file fills in; the picker's own id derives from it. */
  id: string;
  field: string;
  disabled?: boolean;
  onChosen: (file: { name: string; base64: string }) => void;
}) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const statusId = `${id}-file-status`;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_BASE64_FILE_BYTES) {
      setStatus({ kind: 'error', message: tooLargeMessage(file.size) });
      return;
    }
    setStatus({ kind: 'reading', name: file.name });
    readAsBase64(file).then(
      (base64) => {
        onChosen({ name: file.name, base64 });
        setStatus({ kind: 'done', name: file.name, size: file.size, length: base64.length });
      },
      () => setStatus({ kind: 'error', message: UPLOAD_ERROR_MESSAGE }),
    );
  };
  return (
    <div className="explorer-file">
      <input
        id={`${id}-file`}
        type="file"
        className="explorer-file__input"
        accept={ACCEPTED_UPLOAD_TYPES}
        disabled={disabled}
        aria-label={`File for ${field}`}
        aria-describedby={status.kind === 'idle' ? undefined : statusId}
        onChange={choose}
      />
      {status.kind !== 'idle' && (
        <p
          id={statusId}
          className={`explorer-file__status${status.kind === 'error' ? ' explorer-field__error' : ''}`}
          role={status.kind === 'error' ? 'alert' : 'status'}
        >
          {status.kind === 'reading' && `Reading ${status.name}…`}
          {status.kind === 'done' &&
            `${status.name} (${fileSize(status.size)}) is in ${field} as ${status.length.toLocaleString('en-US')} base64 characters.`}
          {status.kind === 'error' && status.message}
        </p>
      )}
    </div>
  );
}
