import type { AsPlainObject } from 'minisearch';

/**
 * MiniSearch's serialised index (its toJSON, serialisation version 2) in one form whatever the
 * history of the instance that made it: terms in code-unit order, each document under its own id
 * (our documents' positions, 0 to n - 1) rather than MiniSearch's internal short id, and the
 * average field lengths as adding the documents in id order computes them.
 *
 * A fresh build adds the documents in id order, so only its term order changes here; an index
 * brought up to date by removing and adding a few documents (buildSearchIndex.ts) gets new short
 * ids for those, terms in other places and averages rounded along another path. In this form
 * both are the same bytes, so a rebuild's index is a cold build's, and the server answers alike.
 * `js` is changed in place (its index's entries and their order).
 */
export function canonicalIndex(js: AsPlainObject): AsPlainObject {
  const byTerm = (a: [string, unknown], b: [string, unknown]) =>
    a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
  const entries = Object.entries(js.documentIds) as [string, number][];
  // A fresh build's short ids are the ids, added in order: only its terms are out of order. It
  // is changed in place, so a build's peak holds one index, not two.
  if (entries.every(([shortId, id], position) => id === position && Number(shortId) === id)) {
    js.index.sort(byTerm);
    return { ...js, dirtCount: 0 };
  }
  const idOf = new Map<string, number>(entries);
  const byId = entries.sort((a, b) => a[1] - b[1]);

  // Integer-like keys: objects list them in ascending order, however they were added.
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  const storedFields: Record<string, unknown> = {};
  for (const [shortId, id] of byId) {
    documentIds[id] = id;
    fieldLength[id] = js.fieldLength[shortId];
    if (shortId in js.storedFields) storedFields[id] = js.storedFields[shortId];
  }

  // As MiniSearch's addFieldLength computes them, document by document in id order (a field
  // absent from a document is a hole in its lengths and leaves the average alone).
  const averageFieldLength: number[] = [];
  byId.forEach(([shortId], count) => {
    js.fieldLength[shortId].forEach((length, fieldId) => {
      averageFieldLength[fieldId] =
        ((averageFieldLength[fieldId] || 0) * count + length) / (count + 1);
    });
  });

  // Only postings naming a document whose short id is not its id are made again: after an
  // update, those of the few documents added again (the others kept short id = id).
  const moved = byId.filter(([shortId, id]) => Number(shortId) !== id).map(([shortId]) => shortId);
  for (const entry of js.index) {
    const fields = entry[1];
    for (const fieldId of Object.keys(fields)) {
      const postings = fields[fieldId];
      if (!moved.some((shortId) => shortId in postings)) continue;
      const byDocument: Record<string, number> = {};
      for (const [shortId, frequency] of Object.entries(postings))
        byDocument[idOf.get(shortId)!] = frequency;
      fields[fieldId] = byDocument;
    }
  }
  js.index.sort(byTerm);

  return {
    documentCount: byId.length,
    nextId: byId.length === 0 ? 0 : byId[byId.length - 1][1] + 1,
    documentIds,
    fieldIds: js.fieldIds,
    fieldLength,
    averageFieldLength,
    storedFields,
    dirtCount: 0,
    index: js.index,
    serializationVersion: 2,
  };
}
