import { useEffect, useRef, useState } from 'react';
import {
  CLICKWRAP_MESSAGES,
  CLICKWRAP_RENDER_TIMEOUT_MS,
  renderFailureMessage,
  type ClickwrapIdentifier,
} from '../clickwrap';
import { loadClickwrapRenderer } from '../rendererScript';

/**
 * Step 2: the renderer script draws the clickwrap into a container. No rendered clickwrap after
 * CLICKWRAP_RENDER_TIMEOUT_MS is a failure, like an unreachable host.
 */
export function ClickwrapRender(props: {
  identifier: ClickwrapIdentifier;
  onAgreed: (agreementId: string) => void;
  onFailed: (message: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  const { identifier, onAgreed, onFailed } = props;

  useEffect(() => {
    let settled = false;
    let active = true;
    const fail = (message: string) => {
      if (!active || settled) return;
      settled = true;
      onFailed(message);
    };
    const timer = window.setTimeout(
      () => fail(CLICKWRAP_MESSAGES.connection),
      CLICKWRAP_RENDER_TIMEOUT_MS,
    );
    loadClickwrapRenderer().then(
      (renderer) => {
        if (!active || !container.current) return;
        const { country, ...where } = identifier;
        renderer.render({
          ...where,
          documentData: country ? { country } : undefined,
          container: container.current,
          onRendered: () => {
            if (!active || settled) return;
            settled = true;
            window.clearTimeout(timer);
            setRendered(true);
          },
          onAgreed: (agreement) => active && onAgreed(agreement.agreementId),
          onError: (failure) => {
            window.clearTimeout(timer);
            if (settled) settled = false; // an agreement that fails after rendering
            fail(renderFailureMessage(failure));
          },
        });
      },
      () => fail(CLICKWRAP_MESSAGES.connection),
    );
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [identifier, onAgreed, onFailed]);

  return (
    <div aria-busy={!rendered}>
      {!rendered && <p aria-live="polite">Rendering the clickwrap&hellip;</p>}
      <div ref={container} className="clickwrap-container" data-testid="clickwrap-container" />
    </div>
  );
}
