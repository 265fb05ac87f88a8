import { useContext, useEffect, useState } from 'react';
import type { SchemaModel } from '../../../../lib/reference/model';
import { isPartName } from '../../../../lib/reference/schemaChunkUrl';
import { DeepLinkOpen } from '../deepLink';
import { fetchSchemaChunk, useSchemaChunkBase } from '../schemaChunks';
import { RenderSchemaContext } from './schemaContext';
import { Button } from '../../ui';
import { useNearView } from '../../ui/useNearView';

type ChunkState =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; schema: SchemaModel };

/** How far below the view the rest of a wide schema starts loading. */
const NEAR_VIEW = '600px';

/**
 * A named schema beyond the page's depth: its chunk is fetched when the reader expands it; the
 * rest of a wide schema, when the reader comes near it or asks for it.
 *
 * A later part of a wide schema (budget.ts splits one into files of 24 KB) may wait until the
 * reader comes near it: a first visit that does not scroll there does not fetch it (on the widest
 * method pages, 18 KB of a first visit). A deep link may point into it, so it loads at once then.
 */
export function TruncatedSchema({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
  const render = useContext(RenderSchemaContext);
  const deepLink = useContext(DeepLinkOpen);
  const chunkBase = useSchemaChunkBase();
  const name = schema.refName ?? '';
  const { placeholder, near, show } = useNearView(
    isPartName(name) && deepLink.size === 0,
    NEAR_VIEW,
  );
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
