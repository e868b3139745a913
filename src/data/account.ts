// The records the Account page shows and saves: the signed-in user's (user/{uid}) and their facility's or company's,
// and the facility profile's PBJ facility ID.
import { doc, runTransaction, type Firestore } from 'firebase/firestore';
import { getDocFromServer, writeOnline } from './online';
import { declined } from '../lib/thunkError';
import { accountValuesOf, type AccountValues } from '../domain/accountSchema';

const refs = (db: Firestore, uid: string, kind: 'facility' | 'company', entityId: string) => ({
  user: doc(db, 'user', uid),
  entity: doc(db, kind === 'facility' ? 'facilities' : 'companies', entityId),
});

/** The form's values as they are stored now. */
export async function readAccount(
  db: Firestore,
  uid: string,
  kind: 'facility' | 'company',
  entityId: string,
): Promise<AccountValues> {
  const { user, entity } = refs(db, uid, kind, entityId);
  const [u, e] = await Promise.all([getDocFromServer(user), getDocFromServer(entity)]);
  return accountValuesOf(kind, u.data(), e.data());
}

/**
 * One transaction, so the name and the profile change together or not at all, and only while both records still
 * give the values the form opened with (`seen`): a change made elsewhere meanwhile is declined as 'changed'.
 * Writes `v` as it is.
 */
export async function writeAccount(
  db: Firestore,
  uid: string,
  kind: 'facility' | 'company',
  entityId: string,
  v: AccountValues,
  seen: AccountValues,
): Promise<void> {
  const { user, entity } = refs(db, uid, kind, entityId);
  const p = kind === 'facility' ? 'facility' : 'company';
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const [u, e] = await Promise.all([tx.get(user), tx.get(entity)]);
      if (JSON.stringify(accountValuesOf(kind, u.data(), e.data())) !== JSON.stringify(seen)) throw declined('changed');
      tx.update(user, {
        firstName: v.firstName,
        lastName: v.lastName,
        notifications: v.notifications,
        contactOptions: v.contactOptions,
        contactInfoVisibility: v.contactInfoVisibility,
      });
      tx.update(entity, {
        [`${p}Intro`]: v.intro,
        [`${p}PhoneNumber`]: v.phone,
        [`${p}Address`]: v.address,
        [`${p}City`]: v.city,
        [`${p}State`]: v.state,
        [`${p}PostalCode`]: v.postalCode,
        [`${p}Avatar`]: v.avatar,
        // a facility's zone, with the state it is one of (firestore.rules); a company has none
        ...(kind === 'facility' ? { tz: v.tz } : {}),
        notifications: v.notifications,
        contactOptions: v.contactOptions,
        contactInfoVisibility: v.contactInfoVisibility,
      });
    }),
  );
}

/**
 * The facility's PBJ facility ID (the profile's `PBJ facility ID`), written only while the stored one is still the one
 * the form showed (`seen`; '' for none): a change made elsewhere meanwhile is declined as 'changed'.
 */
export async function writePbjFacilityId(db: Firestore, facilityId: string, value: string, seen: string) {
  const ref = doc(db, 'facilities', facilityId);
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const stored = (await tx.get(ref)).data()?.pbjFacilityId;
      if ((typeof stored === 'string' ? stored : '') !== seen) throw declined('changed');
      tx.update(ref, { pbjFacilityId: value });
    }),
  );
}
