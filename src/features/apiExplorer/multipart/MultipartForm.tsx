import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { SchemaModel } from '../../../../lib/reference/model';
import { Label } from '../components/BodyForm';
import { chooseFile } from './uploadFiles';
import { fileSize } from '../fileSize';
import {
  ACCEPTED_UPLOAD_TYPES,
  isFileSchema,
  multipartParts,
  textParts,
  type UploadMetadataMap,
} from './multipartFields';

interface Props {
  schema: SchemaModel;
  /** The text parts, as the store holds them. */
  value: unknown;
  files: UploadMetadataMap;
  disabled?: boolean;
  onChange: (value: Record<string, string>, files: UploadMetadataMap) => void;
}

const fieldId = (name: string) => `explorer-upload-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** A copy of `record` with `name` set, or without it when the value is undefined. */
function withEntry<T>(record: Record<string, T>, name: string, value: T | undefined) {
  const copy = { ...record };
  if (value === undefined) delete copy[name];
  else copy[name] = value;
  return copy;
}

/**
 * The body of a file upload (multipart/form-data): a file field per binary part, a text field
 * per other part. Chosen files go to the upload registry; the store gets their name, size, type.
 */
export function MultipartForm({ schema, value, files, disabled, onChange }: Props) {
  const text = textParts(value);
  // A file input cannot be emptied from state: when files leave the store (Clear, a share
  // link), the inputs start anew.
  const [resets, setResets] = useState(0);
  const fileCount = Object.keys(files).length;
  const shownCount = useRef(fileCount);
  useEffect(() => {
    if (fileCount < shownCount.current) setResets((count) => count + 1);
    shownCount.current = fileCount;
  }, [fileCount]);
  const setText = (name: string, next: string) => {
    onChange(withEntry(text, name, next === '' ? undefined : next), files);
  };
  const setFile = (name: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    chooseFile(name, file);
    const chosen = file ? { fileName: file.name, size: file.size, type: file.type } : undefined;
    onChange(text, withEntry(files, name, chosen));
  };

  return (
    <div className="explorer-body-form">
      <ul className="explorer-body-form__fields">
        {multipartParts(schema).map(({ name, required, schema: part }) => {
          const id = fieldId(name);
          const file = files[name];
          return (
            <li key={name}>
              <div className="explorer-field">
                <Label htmlFor={id} name={name} required={required} />
                {isFileSchema(part) ? (
                  <>
                    <input
                      key={resets}
                      id={id}
                      type="file"
                      accept={ACCEPTED_UPLOAD_TYPES}
                      required={required}
                      disabled={disabled}
                      aria-describedby={file ? `${id}-chosen` : undefined}
                      onChange={setFile(name)}
                    />
                    {file && (
                      <p id={`${id}-chosen`} className="explorer-upload__chosen">
                        {file.fileName} ({fileSize(file.size)})
                      </p>
                    )}
                  </>
                ) : (
                  <input
                    id={id}
                    type="text"
                    value={text[name] ?? ''}
                    required={required}
                    disabled={disabled}
                    onChange={(event) => setText(name, event.target.value)}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
