import type { GatsbyBrowser } from 'gatsby';
import type * as ShellModule from './shell';

/** The shell's hooks, each defined (Gatsby's types make every hook optional). */
type Shell = { [Name in keyof typeof ShellModule]-?: NonNullable<(typeof ShellModule)[Name]> };
type Api<Name extends keyof GatsbyBrowser> = NonNullable<GatsbyBrowser[Name]>;

let shell: Shell | undefined;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function loaded(): Shell {
  if (!shell) throw new Error('[app] the app shell is used before onClientEntry has loaded it');
  return shell;
}

/**
 * Gatsby runs its own start-up (loader, router, plugins) in the app chunk's one script task, then
 * waits for this before it fetches the page. The app shell, in the same chunk (an eager import:
 * no request of its own), is evaluated in the next task and the store made in the one after, so
 * none of the three is as long as their sum: each task over 50 ms blocks a slow phone's main
 * thread (docs/performance.md, "Staying out of the first load").
 */
export const onClientEntry: Api<'onClientEntry'> = async (args, options) => {
  await nextTask();
  shell = (await import(/* webpackMode: "eager" */ './shell')) as Shell;
  await nextTask();
  shell.onClientEntry(args, options);
};

// Gatsby calls these only once onClientEntry has resolved.
export const wrapRootElement: Api<'wrapRootElement'> = (args, options) =>
  loaded().wrapRootElement(args, options);
export const wrapPageElement: Api<'wrapPageElement'> = (args, options) =>
  loaded().wrapPageElement(args, options);
export const onRouteUpdate: Api<'onRouteUpdate'> = (args, options) =>
  loaded().onRouteUpdate(args, options);
export const onRouteUpdateDelayed: Api<'onRouteUpdateDelayed'> = (args, options) =>
  loaded().onRouteUpdateDelayed(args, options);
