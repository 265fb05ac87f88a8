import './src/styles/site.css';
export { wrapRootElement } from './src/app/wrapRootElement';
export { onClientEntry } from './src/app/onClientEntry';
