// The app shell that gatsby-browser.tsx runs, loaded by ./deferredShell.ts in tasks after
// Gatsby's own start-up: the store, its reducers and sagas, the page wrappers, the route hooks.
export { wrapPageElement, wrapRootElement } from './wrapRootElement';
export { onClientEntry } from './onClientEntry';
export { onRouteUpdate } from './onRouteUpdate';
export { onRouteUpdateDelayed } from './routeDelay/onRouteUpdateDelayed';
