// Works out which composite index a Firestore query needs and whether firestore.indexes.json has it.
// The emulator does not enforce indexes; production does, so this is checked from the query itself.
import type { Query } from 'firebase/firestore';

interface CoreFieldFilter {
  field: { canonicalString(): string };
  op: string;
}
interface CoreQuery {
  path: { lastSegment(): string };
  collectionGroup: string | null;
  filters: (CoreFieldFilter | { filters: CoreFieldFilter[] })[];
  explicitOrderBy: { field: { canonicalString(): string }; dir: 'asc' | 'desc' }[];
}

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
export interface IndexDef {
  collectionGroup: string;
  queryScope?: string;
  fields: IndexField[];
}

const EQUALITY = new Set(['==', 'in', 'array-contains', 'array-contains-any']);

export interface Need {
  collection: string;
  /** a collection group query (the Activity's) needs an index of that scope */
  scope: 'COLLECTION' | 'COLLECTION_GROUP';
  /** null when single-field indexes (or index merging) serve the query */
  equality: IndexField[];
  ordered: IndexField[];
}

export function indexNeed(q: Query): Need | null {
  const core = (q as unknown as { _query: CoreQuery })._query;
  const collection = core.collectionGroup ?? core.path.lastSegment();
  const flat = core.filters.flatMap((f) => ('filters' in f ? f.filters : [f])) as CoreFieldFilter[];
  const eq = flat.filter((f) => EQUALITY.has(f.op));
  const range = flat.filter((f) => !EQUALITY.has(f.op));
  const orderBy = core.explicitOrderBy.map(
    (o) =>
      ({ fieldPath: o.field.canonicalString(), order: o.dir === 'asc' ? 'ASCENDING' : 'DESCENDING' }) as IndexField,
  );
  const [firstRange] = range;
  if (firstRange && !orderBy.length)
    orderBy.push({ fieldPath: firstRange.field.canonicalString(), order: 'ASCENDING' });
  const ordered = orderBy.filter((o) => o.fieldPath !== '__name__');
  const fields = new Set([...flat.map((f) => f.field.canonicalString()), ...ordered.map((o) => o.fieldPath)]);
  if (fields.size <= 1) return null;
  if (!ordered.length) return null; // equality only: served by merging single-field indexes
  const orderedPaths = new Set(ordered.map((o) => o.fieldPath));
  const equality = eq
    .filter((f) => !orderedPaths.has(f.field.canonicalString()))
    .map((f) =>
      f.op.startsWith('array-contains')
        ? { fieldPath: f.field.canonicalString(), arrayConfig: 'CONTAINS' as const }
        : { fieldPath: f.field.canonicalString(), order: 'ASCENDING' as const },
    );
  if (!equality.length && ordered.length <= 1) return null;
  return { collection, scope: core.collectionGroup ? 'COLLECTION_GROUP' : 'COLLECTION', equality, ordered };
}

const same = (a: IndexField, b: IndexField) =>
  a.fieldPath === b.fieldPath &&
  (a.order ?? null) === (b.order ?? null) &&
  (a.arrayConfig ?? null) === (b.arrayConfig ?? null);

/** The declared index that serves the need, if any. */
export function findIndex(need: Need, indexes: IndexDef[]): IndexDef | undefined {
  return indexes.find((ix) => {
    if (ix.collectionGroup !== need.collection || (ix.queryScope ?? 'COLLECTION') !== need.scope) return false;
    const fields = ix.fields.filter((f) => f.fieldPath !== '__name__');
    if (fields.length !== need.equality.length + need.ordered.length) return false;
    const head = fields.slice(0, need.equality.length);
    const tail = fields.slice(need.equality.length);
    return (
      need.equality.every((e) => head.some((h) => same(h, e))) &&
      need.ordered.every((o, i) => tail[i] !== undefined && same(tail[i], o))
    );
  });
}

export function describeNeed(need: Need): string {
  const fields = [...need.equality, ...need.ordered].map((f) => `${f.fieldPath} ${f.order ?? f.arrayConfig}`);
  return `${need.collection}: ${fields.join(', ')}`;
}
