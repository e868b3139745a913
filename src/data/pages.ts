// Reading a whole result a page at a time. The rules refuse a list query without a bounded limit
// (firestore.rules), so a read that needs everything (an export, a picker, a week) asks for a page,
// then for the page after its last document, until a page comes back short.
import type { DocumentData, Query, QueryDocumentSnapshot, QuerySnapshot } from 'firebase/firestore';

/**
 * Every document of a paged query. `page(after)` builds the query of one page: limit(pageSize), and
 * startAfter(after) when after is given. `read` runs it (a server read).
 */
export async function readAllPages<T extends DocumentData>(
  page: (after?: QueryDocumentSnapshot<T>) => Query<T>,
  pageSize: number,
  read: (q: Query<T>) => Promise<QuerySnapshot<T>>,
): Promise<QueryDocumentSnapshot<T>[]> {
  const docs: QueryDocumentSnapshot<T>[] = [];
  let after: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    const snap = await read(page(after));
    docs.push(...snap.docs);
    if (snap.size < pageSize) return docs;
    after = snap.docs[snap.docs.length - 1];
  }
}
