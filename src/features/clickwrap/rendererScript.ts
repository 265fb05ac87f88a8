import { CLICKWRAP_BASE_URL } from './clickwrap';

/** What the renderer script (served by the sandbox) puts on window. */
export interface ClickwrapRenderer {
  render(options: {
    environment: string;
    accountId: string;
    clickwrapId: string;
    clientUserId: string;
    /** Fields the agreement records about the signer. */
    documentData?: { country?: string };
    container: HTMLElement;
    onRendered?: () => void;
    onAgreed?: (agreement: { agreementId: string }) => void;
    onError?: (failure: { status: number; errorCode?: string }) => void;
  }): void;
}

declare global {
  interface Window {
    sandboxClickwrap?: ClickwrapRenderer;
  }
}

let loading: Promise<ClickwrapRenderer> | undefined;

/** Loads the renderer script once; a failed load is forgotten so a retry loads it again. */
export function loadClickwrapRenderer(): Promise<ClickwrapRenderer> {
  if (window.sandboxClickwrap) return Promise.resolve(window.sandboxClickwrap);
  loading ??= new Promise<ClickwrapRenderer>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${CLICKWRAP_BASE_URL}/renderer.js`;
    script.async = true;
    script.addEventListener('load', () =>
      window.sandboxClickwrap
        ? resolve(window.sandboxClickwrap)
        : reject(new Error('The renderer script did not start')),
    );
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('The renderer script could not be loaded'));
    });
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
