import type { SchemaModel } from '../../../../lib/reference/model';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { apiExplorerActions as explorer } from '../apiExplorerSlice';
import type { EditorType } from '../apiExplorerTypes';
import { MultipartForm } from '../multipart/MultipartForm';
import type { UploadMetadataMap } from '../multipart/multipartFields';
import { BlocklyBodyEditor } from './blockly/BlocklyBodyEditor';
import { BodyForm } from './BodyForm';
import { JsonBodyEditor } from './JsonBodyEditor';

const EDITORS: { type: EditorType; label: string }[] = [
  { type: 'form', label: 'Form' },
  { type: 'json', label: 'JSON' },
  { type: 'blockly', label: 'Blockly' },
];

interface Props {
  bodySchema?: SchemaModel;
  /** The multipart body of a file upload, which has its own form. */
  uploadSchema?: SchemaModel;
  files: UploadMetadataMap;
  disabled: boolean;
  onBodyValidity: (isValid: boolean) => void;
}

/**
 * The request body: the form, JSON and Blockly editors over the same bodyParams (docs/behaviour.md §4:
 * form by default), or the upload form of a multipart operation (JSON and Blockly cannot hold
 * files).
 */
export function RequestBodyEditors({
  bodySchema,
  uploadSchema,
  files,
  disabled,
  onBodyValidity,
}: Props) {
  const dispatch = useAppDispatch();
  const { editorType, bodyParams, bodyParamsStringified } = useAppSelector(
    (root) => root.apiExplorer,
  );
  const changed = (value: unknown) => dispatch(explorer.bodyParamsChanged({ bodyParams: value }));

  let editor;
  if (uploadSchema) {
    editor = (
      <MultipartForm
        schema={uploadSchema}
        value={bodyParams}
        files={files}
        disabled={disabled}
        onChange={(value, metadata) =>
          dispatch(explorer.bodyParamsChanged({ bodyParams: value, metadata }))
        }
      />
    );
  } else if (editorType === 'json' || !bodySchema) {
    editor = (
      <JsonBodyEditor
        text={bodyParamsStringified}
        schema={bodySchema}
        disabled={disabled}
        onValidityChange={onBodyValidity}
        onChange={changed}
      />
    );
  } else if (editorType === 'blockly') {
    editor = (
      <BlocklyBodyEditor
        schema={bodySchema}
        value={bodyParams}
        disabled={disabled}
        onChange={changed}
      />
    );
  } else {
    editor = (
      <BodyForm schema={bodySchema} value={bodyParams} disabled={disabled} onChange={changed} />
    );
  }

  return (
    <fieldset className="explorer-body">
      <legend>Request body</legend>
      {!uploadSchema && (
        <div className="explorer-body__editors" role="radiogroup" aria-label="Body editor">
          {EDITORS.map((choice) => (
            <label key={choice.type}>
              <input
                type="radio"
                name="explorer-editor"
                value={choice.type}
                checked={editorType === choice.type}
                disabled={disabled}
                onChange={() => dispatch(explorer.editorTypeChanged(choice.type))}
              />
              {choice.label}
            </label>
          ))}
        </div>
      )}
      {editor}
    </fieldset>
  );
}
