// Firestore's REST API, for the one read the client SDKs can't do cheaply: a query that returns only some
// fields (a field mask). A busy calendar month is 2,000 shift documents of 25 fields; the month view needs
// ten fields of two shifts a day and the start of the rest. The SDKs always download and decode whole
// documents; a masked query makes the answer several times smaller and leaves nothing to decode but what
// is drawn. Requests carry the signed-in user's ID token, so the security rules apply as for the SDK, and, where App
// Check is on, its token, as the SDK's do: a project that enforces App Check for Firestore refuses a request without.
import { appAuth } from '../lib/firebase/auth';
import { appCheckToken } from '../lib/firebase/appCheck';
import { firebaseOptions, emulatorHost, firestoreEmulatorPort, usesEmulators } from '../lib/firebase/config';
import { SERVER_TIMEOUT_MS, ServerUnavailableError } from './online';

/** App Check's token where it is on; without a site key no App Check is built in (app.ts), nor this call. */
const appCheckHeader = async (): Promise<string | undefined> => (__APP_CHECK_SITE_KEY__ ? appCheckToken() : undefined);

/** A Firestore REST value (google.firestore.v1.Value). */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

export interface RestDocument {
  /** projects/p/databases/(default)/documents/collection/id */
  name: string;
  fields?: Record<string, RestValue>;
}

/** A StructuredQuery filter (google.firestore.v1.StructuredQuery.Filter). */
type RestFilter = {
  fieldFilter: {
    field: { fieldPath: string };
    op: 'EQUAL' | 'LESS_THAN' | 'LESS_THAN_OR_EQUAL' | 'GREATER_THAN' | 'GREATER_THAN_OR_EQUAL';
    value: RestValue;
  };
};

export interface RestQuery {
  from: [{ collectionId: string }];
  select?: { fields: { fieldPath: string }[] };
  where?: { compositeFilter: { op: 'AND'; filters: RestFilter[] } } | RestFilter;
  orderBy?: { field: { fieldPath: string }; direction: 'ASCENDING' | 'DESCENDING' }[];
  limit?: number;
}

/** An error of the REST API with the SDK's code words ('permission-denied', 'unavailable', ...). */
class RestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

const documentsPath = () => `projects/${firebaseOptions.projectId}/databases/(default)/documents`;
const baseUrl = () =>
  usesEmulators ? `http://${emulatorHost}:${firestoreEmulatorPort}/v1` : 'https://firestore.googleapis.com/v1';

/** 'PERMISSION_DENIED' -> 'permission-denied', as the SDKs name them. */
const codeOf = (status: string | undefined) => (status ? status.toLowerCase().replace(/_/g, '-') : 'unknown');

async function post<T>(method: 'runQuery' | 'runAggregationQuery', body: unknown, what: string): Promise<T> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), SERVER_TIMEOUT_MS);
  try {
    const [token, appCheck] = await Promise.all([appAuth().currentUser?.getIdToken(), appCheckHeader()]);
    const res = await fetch(`${baseUrl()}/${documentsPath()}:${method}`, {
      method: 'POST',
      headers: {
        // text/plain as the SDKs send it: no JSON content-type to negotiate
        'Content-Type': 'text/plain',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(appCheck ? { 'X-Firebase-AppCheck': appCheck } : {}),
      },
      body: JSON.stringify(body),
      signal: abort.signal,
    });
    const json: unknown = JSON.parse(await res.text());
    if (!res.ok) {
      const error = (Array.isArray(json) ? json[0] : json) as { error?: { status?: string; message?: string } } | null;
      throw new RestError(codeOf(error?.error?.status), error?.error?.message ?? `${what}: HTTP ${res.status}`);
    }
    return json as T;
  } catch (err) {
    if (err instanceof RestError) throw err;
    // refused, offline, cut off or timed out: the server could not be reached, as the SDK reports it
    throw new ServerUnavailableError(what);
  } finally {
    clearTimeout(timer);
  }
}

/** The documents a query returns, in its order (with `select`, only those fields). */
export async function runQuery(structuredQuery: RestQuery, what: string): Promise<RestDocument[]> {
  const answer = await post<{ document?: RestDocument }[]>('runQuery', { structuredQuery }, what);
  const docs: RestDocument[] = [];
  for (const part of answer) if (part.document) docs.push(part.document);
  return docs;
}

/** How many documents the query matches, counted by the server. */
export async function runCountQuery(structuredQuery: RestQuery, what: string): Promise<number> {
  const answer = await post<{ result?: { aggregateFields?: Record<string, RestValue> } }[]>(
    'runAggregationQuery',
    { structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'count', count: {} }] } },
    what,
  );
  const value = answer.find((part) => part.result)?.result?.aggregateFields?.count;
  return value && 'integerValue' in value ? Number(value.integerValue) : 0;
}

/** The id of a document (the last segment of its name). */
export const idOf = (doc: RestDocument): string => doc.name.slice(doc.name.lastIndexOf('/') + 1);

/** An instant as a REST value. */
export const timestampValue = (ms: number): RestValue => ({ timestampValue: new Date(ms).toISOString() });

/** A REST value as the store keeps it: timestamps as epoch ms (as toPlain does for the SDKs' Timestamps). */
export function fromRestValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('timestampValue' in value) return Date.parse(value.timestampValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(fromRestValue);
  if ('mapValue' in value) return fromRestFields(value.mapValue.fields);
  if ('referenceValue' in value) return value.referenceValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('geoPointValue' in value)
    return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  return null;
}

export function fromRestFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields ?? {})) out[k] = fromRestValue(v);
  return out;
}
