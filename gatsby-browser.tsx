import './src/styles/tokens.css';
import './src/components/ui/ui.css';
import './src/styles/site.css';
import './src/styles/header.css';
import './src/styles/dark.css';
export { wrapPageElement, wrapRootElement } from './src/app/wrapRootElement';
export { onClientEntry } from './src/app/onClientEntry';
export { onRouteUpdate } from './src/app/onRouteUpdate';
export { onRouteUpdateDelayed } from './src/app/routeDelay/onRouteUpdateDelayed';
