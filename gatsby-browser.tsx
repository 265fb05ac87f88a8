export { wrapRootElement } from './src/app/wrapRootElement';
