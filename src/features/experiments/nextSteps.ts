import type { DocNavItem } from '../../../lib/site/pageContext/docs';
import type { NextStepTarget } from './components/NextStep';

/** A guide's next step: the page after it in its section's navigation, if any. */
export function nextGuide(nav: DocNavItem[], currentPath: string): NextStepTarget | null {
  const at = nav.findIndex((item) => item.path === currentPath);
  const next = at >= 0 ? nav[at + 1] : undefined;
  return next
    ? { href: next.path, title: next.title, text: 'Continue with the next guide of this section.' }
    : null;
}

/** A method page's next step: trying the call in the API Explorer, else its resource's methods. */
export function nextForMethod(
  pagePath: string,
  hasApiExplorer: boolean,
  resource: { name: string; path: string },
): NextStepTarget {
  return hasApiExplorer
    ? {
        href: `${pagePath}?explorer=true`,
        title: 'Try this call in the API Explorer',
        text: 'Send it against the sandbox with your own account, and see the answer.',
      }
    : {
        href: resource.path,
        title: `More ${resource.name} methods`,
        text: 'See what else this resource offers.',
      };
}
