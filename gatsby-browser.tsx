import './src/styles/site.css';
export { wrapRootElement } from './src/app/wrapRootElement';
export { onClientEntry } from './src/app/onClientEntry';
export { onRouteUpdate } from './src/app/onRouteUpdate';
