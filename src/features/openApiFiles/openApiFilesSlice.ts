import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** An API description file as downloaded (Swagger 2.0 or OpenAPI 3.x). */
export type SwaggerFile = Record<string, unknown>;

/** OpenAPI file downloads: which repository and ref, and the file fetched for them. */
export interface OpenApiFilesState {
  activeRepo: string | null;
  repos: string[];
  activeBranch: string | null;
  branches: string[];
  /** `undefined` after a failed download, `{}` while downloading. */
  swaggerFile: SwaggerFile | undefined | null;
  downloadingSwaggerFile: boolean;
  /** The file's size as it travelled, in bytes, once it has arrived. */
  swaggerFileBytes: number | null;
  error: string | null;
}

const initialState: OpenApiFilesState = {
  activeRepo: null,
  repos: [],
  activeBranch: null,
  branches: [],
  swaggerFile: null,
  downloadingSwaggerFile: false,
  swaggerFileBytes: null,
  error: null,
};

const openApiFilesSlice = createSlice({
  // The spec's state group name (docs/behaviour.md §3.2), kept as the store key and the action
  // prefix; the feature is the OpenAPI files page, so its folder is openApiFiles.
  name: 'documentation',
  initialState,
  reducers: {
    reposLoaded(state, action: PayloadAction<string[]>) {
      state.repos = action.payload;
      state.error = null;
    },
    reposFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
    // A branch belongs to one repository: a new repository makes the old choice meaningless.
    repoChosen(state, action: PayloadAction<string>) {
      state.activeRepo = action.payload;
      state.activeBranch = null;
      state.branches = [];
    },
    branchesLoaded(state, action: PayloadAction<string[]>) {
      state.branches = action.payload;
      state.error = null;
    },
    branchesFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
    branchChosen(state, action: PayloadAction<string>) {
      state.activeBranch = action.payload;
    },
    swaggerFileRequested(state, _action: PayloadAction<{ repo: string; ref: string }>) {
      state.downloadingSwaggerFile = true;
      state.swaggerFile = {};
      state.swaggerFileBytes = null;
      state.error = null;
    },
    swaggerFileMeasured(state, action: PayloadAction<number>) {
      state.swaggerFileBytes = action.payload;
    },
    swaggerFileLoaded(state, action: PayloadAction<SwaggerFile>) {
      state.downloadingSwaggerFile = false;
      state.swaggerFile = action.payload;
    },
    swaggerFileFailed(state, action: PayloadAction<string>) {
      state.downloadingSwaggerFile = false;
      state.swaggerFile = undefined;
      state.error = action.payload;
    },
  },
});

export const openApiFilesActions = openApiFilesSlice.actions;
export default openApiFilesSlice.reducer;
