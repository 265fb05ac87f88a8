import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SampleLanguage } from '../../../lib/samples/languages';
import type {
  ApiExplorerRequest,
  ApiExplorerResponse,
  CustomHeaderParameter,
  EditorType,
} from './apiExplorerTypes';
import type { SharedRequest } from './share/sharedRequest';
import type { StartingRequest } from './startingRequest';

type Parameters = Record<string, string>;

/** The API Explorer's request being edited, its validity and the last response. */
export interface ApiExplorerState {
  editorType: EditorType;
  pathParameters: Parameters;
  headerParameters: Parameters;
  queryParameters: Parameters;
  bodyParams: unknown;
  bodyParamsStringified: string;
  bodyParamsMetadata: Record<string, unknown>;
  customHeaderParameters: CustomHeaderParameter[];
  schema: unknown;
  parentSchemaMap: Record<string, string>;
  paramsIsValidMap: Record<string, boolean>;
  responseData: ApiExplorerResponse | null;
  isProcessing: boolean;
  isLogInBannerOpen: boolean;
  isResponseBannerManuallyCollapsed: boolean;
  currentPathname: string | null;
  /**
   * The reader's language of code samples, shared by a method page's samples and the explorer's
   * "Request as code"; null until chosen or brought back from storage (code/sampleLanguage.ts).
   */
  sampleLanguage: SampleLanguage | null;
}

// accountId comes from the signed-in user, so clearing the form must not lose it.
function clearParameters(state: ApiExplorerState) {
  const { accountId } = state.pathParameters;
  state.pathParameters = accountId === undefined ? {} : { accountId };
  state.queryParameters = {};
  state.headerParameters = {};
  state.customHeaderParameters = [];
  state.bodyParams = {};
  state.bodyParamsStringified = '{}';
  state.bodyParamsMetadata = {};
  state.paramsIsValidMap = {};
}

// The page's example as the request: cleared first (accountId kept), then its values set.
function startFrom(state: ApiExplorerState, start: StartingRequest) {
  clearParameters(state);
  state.queryParameters = { ...start.queryParameters };
  state.bodyParams = start.bodyParams;
  state.bodyParamsStringified = JSON.stringify(start.bodyParams ?? {}, null, 2);
}

function resetAnswer(state: ApiExplorerState, isLogInBannerOpen: boolean) {
  state.responseData = null;
  state.isProcessing = false;
  state.isLogInBannerOpen = isLogInBannerOpen;
}

export const initialApiExplorerState: ApiExplorerState = {
  editorType: 'form',
  pathParameters: {},
  headerParameters: {},
  queryParameters: {},
  bodyParams: {},
  bodyParamsStringified: '{}',
  bodyParamsMetadata: {},
  customHeaderParameters: [],
  schema: null,
  parentSchemaMap: {},
  paramsIsValidMap: {},
  responseData: null,
  isProcessing: false,
  isLogInBannerOpen: true,
  isResponseBannerManuallyCollapsed: false,
  currentPathname: null,
  sampleLanguage: null,
};

type ParameterChange = { name: string; value: string };

const apiExplorerSlice = createSlice({
  name: 'apiExplorer',
  initialState: initialApiExplorerState,
  reducers: {
    editorTypeChanged(state, action: PayloadAction<EditorType>) {
      state.editorType = action.payload;
    },
    sampleLanguageChosen(state, action: PayloadAction<SampleLanguage>) {
      state.sampleLanguage = action.payload;
    },
    // A choice of an earlier visit never overrides one made since the page started.
    sampleLanguageRemembered(state, action: PayloadAction<SampleLanguage>) {
      state.sampleLanguage ??= action.payload;
    },
    pathParameterChanged(state, action: PayloadAction<ParameterChange>) {
      state.pathParameters[action.payload.name] = action.payload.value;
    },
    queryParameterChanged(state, action: PayloadAction<ParameterChange>) {
      state.queryParameters[action.payload.name] = action.payload.value;
    },
    headerParameterChanged(state, action: PayloadAction<ParameterChange>) {
      state.headerParameters[action.payload.name] = action.payload.value;
    },
    customHeaderParametersChanged(state, action: PayloadAction<CustomHeaderParameter[]>) {
      state.customHeaderParameters = action.payload;
    },
    // Every editor edits the same body; the stringified copy feeds the JSON editor.
    bodyParamsChanged(
      state,
      action: PayloadAction<{ bodyParams: unknown; metadata?: Record<string, unknown> }>,
    ) {
      state.bodyParams = action.payload.bodyParams;
      state.bodyParamsStringified = JSON.stringify(action.payload.bodyParams ?? {}, null, 2);
      if (action.payload.metadata) state.bodyParamsMetadata = action.payload.metadata;
    },
    /**
     * A method page opened: a new request for its operation. The page's path and body schema are
     * set, the fields cleared (accountId kept) and filled from the page's example (`start`), the
     * last answer dropped, the login banner open. One event for what the page used to say in
     * four; sagas that care about a new page react to it.
     */
    methodPageOpened(
      state,
      action: PayloadAction<{ pagePath: string; schema: unknown; start?: StartingRequest }>,
    ) {
      state.currentPathname = action.payload.pagePath;
      if (action.payload.start) startFrom(state, action.payload.start);
      else clearParameters(state);
      resetAnswer(state, true);
      state.schema = action.payload.schema;
      state.parentSchemaMap = {};
    },
    paramValidityChanged(state, action: PayloadAction<{ name: string; isValid: boolean }>) {
      state.paramsIsValidMap[action.payload.name] = action.payload.isValid;
    },
    requestSent(state, _action: PayloadAction<ApiExplorerRequest>) {
      state.isProcessing = true;
    },
    responseReceived(state, action: PayloadAction<ApiExplorerResponse>) {
      state.responseData = action.payload;
      state.isProcessing = false;
    },
    requestFailed(state, action: PayloadAction<ApiExplorerResponse>) {
      state.responseData = action.payload;
      state.isProcessing = false;
    },
    // The login banner opens again unless the caller says otherwise; with `start`, the request
    // goes back to the page's example too.
    reset(
      state,
      action: PayloadAction<{ isLogInBannerOpen?: boolean; start?: StartingRequest } | undefined>,
    ) {
      resetAnswer(state, action.payload?.isLogInBannerOpen ?? true);
      if (action.payload?.start) startFrom(state, action.payload.start);
    },
    parametersCleared(state) {
      clearParameters(state);
    },
    // A share link replaces the request; its body, when it has one, feeds every editor.
    // The signed-in user's accountId stays unless the link names another one.
    requestRestored(state, action: PayloadAction<SharedRequest>) {
      const { accountId } = state.pathParameters;
      const restored = action.payload;
      state.pathParameters = {
        ...(accountId === undefined ? {} : { accountId }),
        ...restored.pathParameters,
      };
      state.queryParameters = restored.queryParameters;
      state.headerParameters = restored.headerParameters;
      state.customHeaderParameters = restored.customHeaderParameters;
      state.editorType = restored.editorType;
      if (restored.bodyParams !== undefined) {
        state.bodyParams = restored.bodyParams;
        state.bodyParamsStringified = JSON.stringify(restored.bodyParams, null, 2);
      }
      // A link never carries files: any chosen before are no longer part of the request.
      state.bodyParamsMetadata = {};
      state.paramsIsValidMap = {};
    },
    logInBannerClosed(state) {
      state.isLogInBannerOpen = false;
    },
    responseBannerToggled(state) {
      state.isResponseBannerManuallyCollapsed = !state.isResponseBannerManuallyCollapsed;
    },
  },
});

export const apiExplorerActions = apiExplorerSlice.actions;
export default apiExplorerSlice.reducer;
