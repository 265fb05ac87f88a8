// The Postman tool's downloads (docs/behaviour.md §7): plain links and a form post, no state.
/** The collection of one API version (by its swaggerName), as a download. */
export const postmanCollectionUrl = (swaggerName: string) =>
  `/api/postman/collections/${encodeURIComponent(swaggerName)}`;

export const POSTMAN_ENVIRONMENT_URL = '/api/postman/environment';
