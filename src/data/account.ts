// The records the Account page shows and saves: the signed-in user's (user/{uid}) and their facility's or company's,
// the facility profile's PBJ facility ID, and the user's notification settings.
import { doc, runTransaction, updateDoc, type Firestore } from 'firebase/firestore';
import { getDocFromServer, writeOnline } from './online';
import { declined } from '../lib/thunkError';
import { toFacility } from './facilities';
import type { Facility } from '../domain/types';
import { accountValuesOf, type AccountValues } from '../domain/accountSchema';
import type { StoredNotificationSettings } from '../domain/notificationSettings';

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
  /** whether the caller may change the facility's or company's profile (an Owner); others save their own record */
  profile: boolean,
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
        // the user's own notifications and contactOptions are the Notifications section's (writeNotificationSettings)
        contactInfoVisibility: v.contactInfoVisibility,
      });
      if (!profile) return;
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

/** The Notifications section's save: the user's own record, its spec fields and the number to text. */
export async function writeNotificationSettings(
  db: Firestore,
  uid: string,
  settings: StoredNotificationSettings,
): Promise<void> {
  await writeOnline(db, () => updateDoc(doc(db, 'user', uid), { ...settings }));
}

/**
 * The facility's PBJ facility ID (the profile's `PBJ facility ID`), written only while the stored one is still the one
 * the form showed (`seen`; '' for none): a change made elsewhere meanwhile is declined as 'changed'. Returns the
 * facility as the write left it (the transaction's read with the change), so the session shows it without reading
 * again: a company's session is read from its directory, which the server brings up to date a moment later.
 */
export async function writePbjFacilityId(
  db: Firestore,
  facilityId: string,
  value: string,
  seen: string,
): Promise<Facility> {
  const ref = doc(db, 'facilities', facilityId);
  return writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      const stored: unknown = snap.data()?.pbjFacilityId;
      if (!snap.exists() || (typeof stored === 'string' ? stored : '') !== seen) throw declined('changed');
      tx.update(ref, { pbjFacilityId: value });
      return { ...toFacility(snap), pbjFacilityId: value };
    }),
  );
}
