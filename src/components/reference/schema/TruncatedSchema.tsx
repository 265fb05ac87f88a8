import { useContext, useEffect, useRef, useState } from 'react';
import type { SchemaModel } from '../../../../lib/reference/model';
import { isPartName } from '../../../../lib/reference/schemaChunkUrl';
import { DeepLinkOpen } from '../deepLink';
import { fetchSchemaChunk, useSchemaChunkBase } from '../schemaChunks';
import { RenderSchemaContext } from './schemaContext';
import { Button } from '../../ui';

type ChunkState =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; schema: SchemaModel };

/** How far below the view the rest of a wide schema starts loading. */
const NEAR_VIEW = '600px';

/**
 * Whether a later part of a wide schema (budget.ts splits one into files of 24 KB) may wait
 * until the reader comes near it: a first visit that does not scroll there does not fetch it (on
 * the widest method pages, 18 KB of a first visit). A deep link may point into it, and a browser
 * without IntersectionObserver would never load it, so both load it at once.
 */
function useNearView(waits: boolean) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!waits);
  useEffect(() => {
    if (near) return;
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${NEAR_VIEW} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { placeholder, near, show: () => setNear(true) };
}

/**
 * A named schema beyond the page's depth: its chunk is fetched when the reader expands it; the
 * rest of a wide schema, when the reader comes near it or asks for it.
 */
export function TruncatedSchema({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
  const render = useContext(RenderSchemaContext);
  const deepLink = useContext(DeepLinkOpen);
  const chunkBase = useSchemaChunkBase();
  const name = schema.refName ?? '';
  const { placeholder, near, show } = useNearView(isPartName(name) && deepLink.size === 0);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChunkState>({ status: near ? 'loading' : 'waiting' });
  const load = near || deepLink.size > 0;
  useEffect(() => {
    if (!load) return;
    let live = true;
    setState((current) => (current.status === 'waiting' ? { status: 'loading' } : current));
    fetchSchemaChunk(chunkBase, name).then(
      (loaded) => live && setState({ status: 'ready', schema: { ...loaded, truncated: false } }),
      (error: Error) => live && setState({ status: 'error', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [chunkBase, name, attempt, load]);
  if (state.status === 'ready')
    return <>{render.children({ ...state.schema, refName: name }, anchor)}</>;
  if (state.status === 'waiting')
    return (
      <div ref={placeholder} className="ref-schema__more">
        <Button small onClick={show}>
          Show more fields of {name.replace(/~\d+$/, '')}
        </Button>
      </div>
    );
  if (state.status === 'loading') return <p className="ref-schema__loading">Loading {name}…</p>;
  return (
    <div role="alert" className="ref-schema__error">
      Could not load {name}: {state.message}{' '}
      <Button
        small
        onClick={() => {
          setState({ status: 'loading' });
          setAttempt(attempt + 1);
        }}
      >
        Retry
      </Button>
    </div>
  );
}
