import './explorer.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OperationModel } from '../../../../gatsby/openapi/model';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SchemaChunkBase } from '../../../components/reference/schemaChunks';
import { apiExplorerActions as explorer } from '../../../features/apiExplorer/apiExplorerSlice';
import type {
  ApiExplorerRequest,
  EditorType,
} from '../../../features/apiExplorer/apiExplorerTypes';
import { BodyForm } from '../../../features/apiExplorer/components/BodyForm';
import { BlocklyBodyEditor } from '../../../features/apiExplorer/components/blockly/BlocklyBodyEditor';
import { CustomHeaders } from '../../../features/apiExplorer/components/CustomHeaders';
import { JsonBodyEditor } from '../../../features/apiExplorer/components/JsonBodyEditor';
import { LoginBanner } from '../../../features/apiExplorer/components/LoginBanner';
import { ParameterFields } from '../../../features/apiExplorer/components/ParameterFields';
import { RequestCode } from '../../../features/apiExplorer/components/RequestCode';
import { ResponseView } from '../../../features/apiExplorer/components/ResponseView';
import {
  explorerParameters,
  parameterErrors,
  sendBlocker,
} from '../../../features/apiExplorer/requestChecks';
import {
  multipartError,
  multipartSchema,
  uploadMetadata,
} from '../../../features/apiExplorer/multipart/multipartFields';
import { MultipartForm } from '../../../features/apiExplorer/multipart/MultipartForm';
import { forgetFiles } from '../../../features/apiExplorer/multipart/uploadFiles';
import { ShareRequestLink } from '../../../features/apiExplorer/share/ShareRequestLink';
import { useRestoredRequest } from '../../../features/apiExplorer/share/useRestoredRequest';
import { selectCurrentAccount, selectIsLoggedIn } from '../../../features/user/selectors';

export interface ExplorerTarget {
  operation: OperationModel;
  apiName: string;
  categoryName: string;
  resourceName: string;
  pagePath: string;
  schemaChunkBase: string;
  /** Base URL of the platform the curl command calls. */
  serverUrl?: string;
}

const EDITORS: { type: EditorType; label: string }[] = [
  { type: 'form', label: 'Form' },
  { type: 'json', label: 'JSON' },
  { type: 'blockly', label: 'Blockly' },
];

function requestContentType(operation: OperationModel): string | undefined {
  return operation.requestBody?.content[0]?.contentType;
}

function acceptedType(operation: OperationModel): string | undefined {
  const success = operation.responses.find((response) => response.status.startsWith('2'));
  return success?.content[0]?.contentType;
}

/** The "Try it" panel of a method page (issue #4): fields, body editors, Send, the answer. */
export function ExplorerPanel({ target }: { target: ExplorerTarget }) {
  const { operation } = target;
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.apiExplorer);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const account = useAppSelector(selectCurrentAccount);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [attempted, setAttempted] = useState(false);
  const [isBodyValid, setBodyValid] = useState(true);
  const groups = explorerParameters(operation);
  const bodySchema = operation.requestBody?.content[0]?.schema;
  const hasBody = operation.httpMethod !== 'GET' && operation.requestBody !== undefined;
  // A file upload has its own form; JSON and Blockly cannot hold files.
  const uploadSchema = multipartSchema(operation);
  const files = uploadMetadata(state.bodyParamsMetadata);
  const needsAccount = groups.path.some((parameter) => parameter.name === 'accountId');

  // A new method page starts a new request; the body schema is the operation's.
  useEffect(() => {
    dispatch(explorer.pathnameChanged(target.pagePath));
    dispatch(explorer.parametersCleared());
    dispatch(explorer.reset());
    dispatch(explorer.schemaLoaded({ schema: bodySchema ?? null }));
    forgetFiles();
    setTouched({});
    setAttempted(false);
  }, [dispatch, target.pagePath, bodySchema]);

  // accountId comes from the signed-in user's default account: filled once per page and account,
  // so a user who empties the field on purpose sees it stay empty.
  const accountId = account?.account_id;
  const prefilledFor = useRef<string | null>(null);
  const currentAccountId = state.pathParameters.accountId;
  useEffect(() => {
    const key = `${target.pagePath}|${accountId}`;
    if (!needsAccount || !accountId || prefilledFor.current === key) return;
    prefilledFor.current = key;
    if (!currentAccountId) {
      dispatch(explorer.pathParameterChanged({ name: 'accountId', value: accountId }));
    }
  }, [dispatch, needsAccount, accountId, currentAccountId, target.pagePath]);
  // After the clearing and prefill effects above, so a share link's values win.
  useRestoredRequest(target.pagePath, operation);

  const onBodyValidity = useCallback((valid: boolean) => setBodyValid(valid), []);
  const editorBodyValid = state.editorType === 'json' ? isBodyValid : true;
  const blocker = sendBlocker({
    isLoggedIn,
    isProcessing: state.isProcessing,
    operation,
    pathParameters: state.pathParameters,
    queryParameters: state.queryParameters,
    headerParameters: state.headerParameters,
    customHeaderParameters: state.customHeaderParameters,
    isBodyValid: editorBodyValid,
    bodyError: uploadSchema ? multipartError(uploadSchema, state.bodyParams, files) : null,
  });
  const disabled = state.isProcessing;
  const showErrors = (name: string) => attempted || touched[name] === true;
  const mark = (name: string) => setTouched((seen) => ({ ...seen, [name]: true }));

  const headerValues = Object.entries(state.headerParameters)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ({ name, value }));
  const request: ApiExplorerRequest = {
    method: operation.httpMethod,
    endpoint: operation.path,
    apiName: target.apiName,
    categoryName: target.categoryName,
    resourceName: target.resourceName,
    methodName: operation.name,
    contentType: hasBody ? (requestContentType(operation) ?? 'application/json') : undefined,
    accept: acceptedType(operation),
    pathParameters: state.pathParameters,
    queryParameters: state.queryParameters,
    customHeaderParameters: [...headerValues, ...state.customHeaderParameters],
    body: hasBody ? state.bodyParams : undefined,
    files: uploadSchema ? files : undefined,
  };

  const send = () => {
    setAttempted(true);
    if (!blocker) dispatch(explorer.requestSent(request));
  };

  return (
    <SchemaChunkBase.Provider value={target.schemaChunkBase}>
      <section className="explorer-panel" aria-label="API Explorer">
        <h2 className="explorer-panel__title">Try it: {operation.name}</h2>
        {!isLoggedIn && state.isLogInBannerOpen && <LoginBanner />}
        <p className="explorer-panel__endpoint">
          <span className="ref-verb">{operation.httpMethod}</span> <code>{operation.path}</code>
        </p>
        <ParameterFields
          title="Path parameters"
          parameters={groups.path}
          values={state.pathParameters}
          errors={parameterErrors(groups.path, state.pathParameters)}
          disabled={disabled}
          showErrors={showErrors}
          onChange={(name, value) => {
            mark(name);
            dispatch(explorer.pathParameterChanged({ name, value }));
          }}
        />
        <ParameterFields
          title="Query parameters"
          parameters={groups.query}
          values={state.queryParameters}
          errors={parameterErrors(groups.query, state.queryParameters)}
          disabled={disabled}
          showErrors={showErrors}
          onChange={(name, value) => {
            mark(name);
            dispatch(explorer.queryParameterChanged({ name, value }));
          }}
        />
        <ParameterFields
          title="Header parameters"
          parameters={groups.header}
          values={state.headerParameters}
          errors={parameterErrors(groups.header, state.headerParameters)}
          disabled={disabled}
          showErrors={showErrors}
          onChange={(name, value) => {
            mark(name);
            dispatch(explorer.headerParameterChanged({ name, value }));
          }}
        />
        <CustomHeaders
          headers={state.customHeaderParameters}
          disabled={disabled}
          onChange={(headers) => dispatch(explorer.customHeaderParametersChanged(headers))}
        />
        {hasBody && (
          <fieldset className="explorer-body">
            <legend>Request body</legend>
            {!uploadSchema && (
              <div className="explorer-body__editors" role="radiogroup" aria-label="Body editor">
                {EDITORS.map((editor) => (
                  <label key={editor.type}>
                    <input
                      type="radio"
                      name="explorer-editor"
                      value={editor.type}
                      checked={state.editorType === editor.type}
                      disabled={disabled}
                      onChange={() => dispatch(explorer.editorTypeChanged(editor.type))}
                    />
                    {editor.label}
                  </label>
                ))}
              </div>
            )}
            {uploadSchema ? (
              <MultipartForm
                schema={uploadSchema}
                value={state.bodyParams}
                files={files}
                disabled={disabled}
                onChange={(bodyParams, metadata) =>
                  dispatch(explorer.bodyParamsChanged({ bodyParams, metadata }))
                }
              />
            ) : state.editorType === 'json' || !bodySchema ? (
              <JsonBodyEditor
                text={state.bodyParamsStringified}
                schema={bodySchema}
                disabled={disabled}
                onValidityChange={onBodyValidity}
                onChange={(bodyParams) => dispatch(explorer.bodyParamsChanged({ bodyParams }))}
              />
            ) : state.editorType === 'blockly' ? (
              <BlocklyBodyEditor
                schema={bodySchema}
                value={state.bodyParams}
                disabled={disabled}
                onChange={(bodyParams) => dispatch(explorer.bodyParamsChanged({ bodyParams }))}
              />
            ) : (
              <BodyForm
                schema={bodySchema}
                value={state.bodyParams}
                disabled={disabled}
                onChange={(bodyParams) => dispatch(explorer.bodyParamsChanged({ bodyParams }))}
              />
            )}
          </fieldset>
        )}
        <div className="explorer-panel__actions">
          <button
            type="button"
            className="explorer-panel__send"
            disabled={blocker !== null}
            aria-describedby={blocker ? 'explorer-send-blocker' : undefined}
            onClick={send}
          >
            {state.isProcessing ? 'Sending…' : 'Send'}
          </button>
          <button
            type="button"
            disabled={disabled}
            onClick={() => dispatch(explorer.reset({ isLogInBannerOpen: !isLoggedIn }))}
          >
            Reset
          </button>
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              dispatch(explorer.parametersCleared());
              setTouched({});
              setAttempted(false);
            }}
          >
            Clear
          </button>
          {blocker && (
            <p id="explorer-send-blocker" className="explorer-panel__blocker">
              {blocker}
            </p>
          )}
        </div>
        <ShareRequestLink pagePath={target.pagePath} hasBody={hasBody} />
        {target.serverUrl && <RequestCode request={request} serverUrl={target.serverUrl} />}
        {state.responseData && (
          <ResponseView
            response={state.responseData}
            collapsed={state.isResponseBannerManuallyCollapsed}
            onToggle={() => dispatch(explorer.responseBannerToggled())}
          />
        )}
      </section>
    </SchemaChunkBase.Provider>
  );
}
