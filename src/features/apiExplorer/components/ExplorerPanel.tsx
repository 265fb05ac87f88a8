import './explorer.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useSaga } from '../../../app/hooks';
import { watchApiExplorer } from '../apiExplorerSaga';
import { Button } from '../../../components/ui';
import { SchemaChunkBase } from '../../../components/reference/schemaChunks';
import { apiExplorerActions as explorer } from '../apiExplorerSlice';
import { CustomHeaders } from './CustomHeaders';
import { LoginBanner } from './LoginBanner';
import { ParameterFields } from './ParameterFields';
import { RequestBodyEditors } from './RequestBodyEditors';
import { RequestCode } from './RequestCode';
import { ResponseView } from './ResponseView';
import { explorerParameters, parameterErrors, sendBlocker } from '../requestChecks';
import { multipartError, multipartSchema, uploadMetadata } from '../multipart/multipartFields';
import { forgetFiles } from '../multipart/uploadFiles';
import { ShareRequestLink } from '../share/ShareRequestLink';
import { useRestoredRequest } from '../share/useRestoredRequest';
import { explorerRequest, sendsBody, type ExplorerTarget } from '../explorerRequest';
import { selectCurrentAccount, selectIsLoggedIn } from '../../user/selectors';
import { useSampleEnvironment } from '../../../components/reference/environment/SampleEnvironment';
import { bodyExamples, startingRequest } from '../startingRequest';
import { useDebouncedValue } from '../code/useFollowedRequest';
import { ExamplePicker } from './ExamplePicker';

export type { ExplorerTarget };

// Path, query and header parameters: each group's fields, values and change event.
const PARAMETER_GROUPS = [
  {
    title: 'Path parameters',
    location: 'path',
    values: 'pathParameters',
    changed: explorer.pathParameterChanged,
  },
  {
    title: 'Query parameters',
    location: 'query',
    values: 'queryParameters',
    changed: explorer.queryParameterChanged,
  },
  {
    title: 'Header parameters',
    location: 'header',
    values: 'headerParameters',
    changed: explorer.headerParameterChanged,
  },
] as const;

/** The "Try it" panel of a method page (docs/behaviour.md §4.6): fields, body editors, Send, the answer. */
export function ExplorerPanel({ target }: { target: ExplorerTarget }) {
  const { operation } = target;
  const dispatch = useAppDispatch();
  useSaga(watchApiExplorer);
  const state = useAppSelector((root) => root.apiExplorer);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const account = useAppSelector(selectCurrentAccount);
  const sample = useSampleEnvironment();
  // The samples call the page's environment (the configured platform unless another is picked).
  const serverUrl = sample?.baseUrl ?? target.serverUrl;
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [attempted, setAttempted] = useState(false);
  const [isBodyValid, setBodyValid] = useState(true);
  const groups = explorerParameters(operation);
  const bodySchema = operation.requestBody?.content[0]?.schema;
  const hasBody = sendsBody(operation);
  // A file upload has its own form; JSON and Blockly cannot hold files.
  const uploadSchema = multipartSchema(operation);
  const files = uploadMetadata(state.bodyParamsMetadata);
  const needsAccount = groups.path.some((parameter) => parameter.name === 'accountId');
  const examples = useMemo(() => bodyExamples(operation), [operation]);
  const [exampleIndex, setExampleIndex] = useState(0);

  // A new method page starts a new request from its example; the body schema is the operation's.
  useEffect(() => {
    dispatch(
      explorer.methodPageOpened({
        pagePath: target.pagePath,
        schema: bodySchema ?? null,
        start: startingRequest(operation),
      }),
    );
    forgetFiles();
    setExampleIndex(0);
    setTouched({});
    setAttempted(false);
  }, [dispatch, target.pagePath, bodySchema, operation]);

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

  const request = explorerRequest(target, state, uploadSchema ? { files } : undefined);
  // The code follows the form once typing pauses: each sample is written again per change.
  const typed = useDebouncedValue(state);
  const typedFiles = uploadMetadata(typed.bodyParamsMetadata);
  const codeRequest = explorerRequest(
    target,
    typed,
    uploadSchema ? { files: typedFiles } : undefined,
  );

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
        {PARAMETER_GROUPS.map(({ title, location, values, changed }) => (
          <ParameterFields
            key={location}
            title={title}
            parameters={groups[location]}
            values={state[values]}
            errors={parameterErrors(groups[location], state[values])}
            disabled={disabled}
            showErrors={showErrors}
            onChange={(name, value) => {
              mark(name);
              dispatch(changed({ name, value }));
            }}
          />
        ))}
        <CustomHeaders
          headers={state.customHeaderParameters}
          disabled={disabled}
          onChange={(headers) => dispatch(explorer.customHeaderParametersChanged(headers))}
        />
        {hasBody && examples.length > 1 && (
          <ExamplePicker
            examples={examples}
            selected={exampleIndex}
            disabled={disabled}
            onPick={(index) => {
              setExampleIndex(index);
              const { bodyParams } = startingRequest(operation, index);
              dispatch(explorer.bodyParamsChanged({ bodyParams }));
            }}
          />
        )}
        {hasBody && (
          <RequestBodyEditors
            bodySchema={bodySchema}
            uploadSchema={uploadSchema}
            files={files}
            disabled={disabled}
            onBodyValidity={onBodyValidity}
          />
        )}
        <div className="explorer-panel__actions">
          <Button
            variant="primary"
            className="explorer-panel__send"
            disabled={blocker !== null}
            aria-describedby={blocker ? 'explorer-send-blocker' : undefined}
            onClick={send}
          >
            {state.isProcessing ? 'Sending…' : 'Send'}
          </Button>
          <Button
            disabled={disabled}
            onClick={() => {
              // Back to the page's example (the one picked), as the explorer opened.
              const start = startingRequest(operation, exampleIndex);
              dispatch(explorer.reset({ isLogInBannerOpen: !isLoggedIn, start }));
              forgetFiles();
              setTouched({});
              setAttempted(false);
            }}
          >
            Reset
          </Button>
          <Button
            disabled={disabled}
            onClick={() => {
              dispatch(explorer.parametersCleared());
              setTouched({});
              setAttempted(false);
            }}
          >
            Clear
          </Button>
          {blocker && (
            <p id="explorer-send-blocker" className="explorer-panel__blocker">
              {blocker}
            </p>
          )}
        </div>
        <ShareRequestLink pagePath={target.pagePath} hasBody={hasBody} />
        {serverUrl && (
          <RequestCode request={codeRequest} serverUrl={serverUrl} token={sample?.personal.token} />
        )}
        {state.responseData && (
          <ResponseView
            response={state.responseData}
            from={{
              apiName: target.apiName,
              version: target.apiVersion,
              path: operation.path,
              pathParameters: state.pathParameters,
            }}
            collapsed={state.isResponseBannerManuallyCollapsed}
            onToggle={() => dispatch(explorer.responseBannerToggled())}
          />
        )}
      </section>
    </SchemaChunkBase.Provider>
  );
}
