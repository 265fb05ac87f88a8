import './src/styles/tokens.css';
import './src/components/ui/ui.css';
import './src/styles/site.css';
import './src/styles/header.css';
import './src/styles/dark.css';
export {
  onClientEntry,
  onRouteUpdate,
  onRouteUpdateDelayed,
  wrapPageElement,
  wrapRootElement,
} from './src/app/deferredShell';
