import { combineReducers } from '@reduxjs/toolkit';
import user from '../features/user/userSlice';
import globalUser from '../features/globalUser/globalUserSlice';
import eloquaTracking from '../features/eloquaTracking/eloquaTrackingSlice';
import apiExplorer from '../features/apiExplorer/apiExplorerSlice';
import bingSearchResponse from '../features/search/searchSlice';
import blogPosts from '../features/blogPosts/blogPostsSlice';
import documentation from '../features/openApiFiles/openApiFilesSlice';
import opensource from '../features/opensource/opensourceSlice';
import quickstart from '../features/quickstart/quickstartSlice';
import sandboxInbox from '../features/sandboxInbox/sandboxInboxSlice';
import signupForm from '../features/signupForm/signupFormSlice';
import toasts from '../features/toasts/toastsSlice';
import tokenGenerator from '../features/tokenGenerator/tokenGeneratorSlice';
import webhookDeliveries from '../features/webhooks/webhooksSlice';
import consent from '../features/consent/consentSlice';
import integrationKeys from '../features/integrationKeys/integrationKeysSlice';
import apiUsage from '../features/apiUsage/apiUsageSlice';

/**
 * One key per client state group of docs/behaviour.md §3, named after its data, and the groups
 * the site adds to them (consent, integrationKeys, apiUsage). The keys are the spec's group
 * names even where the feature folder is named after what it does: `bingSearchResponse` is the
 * search feature (features/search), `webhookDeliveries` the webhooks one (features/webhooks),
 * `documentation` the OpenAPI files page (features/openApiFiles).
 */
export const rootReducer = combineReducers({
  user,
  globalUser,
  eloquaTracking,
  apiExplorer,
  bingSearchResponse,
  blogPosts,
  documentation,
  opensource,
  quickstart,
  sandboxInbox,
  signupForm,
  toasts,
  tokenGenerator,
  webhookDeliveries,
  consent,
  integrationKeys,
  apiUsage,
});

export type RootState = ReturnType<typeof rootReducer>;
