import { useContext, useEffect, useState } from 'react';
import type { SchemaModel } from '../../../../lib/reference/model';
import { fetchSchemaChunk, useSchemaChunkBase } from '../schemaChunks';
import { RenderSchemaContext } from './schemaContext';
import { Button } from '../../ui';

type ChunkState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; schema: SchemaModel };

/** A named schema beyond the page's depth: its chunk is fetched when the reader expands it. */
export function TruncatedSchema({ schema, anchor }: { schema: SchemaModel; anchor?: string }) {
  const render = useContext(RenderSchemaContext);
  const chunkBase = useSchemaChunkBase();
  const name = schema.refName ?? '';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChunkState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchSchemaChunk(chunkBase, name).then(
      (loaded) => live && setState({ status: 'ready', schema: { ...loaded, truncated: false } }),
      (error: Error) => live && setState({ status: 'error', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [chunkBase, name, attempt]);
  if (state.status === 'ready')
    return <>{render.children({ ...state.schema, refName: name }, anchor)}</>;
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
