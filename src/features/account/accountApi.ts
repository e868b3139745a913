// Saves the Account page: the signed-in user's name and the facility or company profile fields it may change.
import { doc, runTransaction } from 'firebase/firestore';
import { getDocFromServer, writeOnline } from '../../lib/firebase/online';
import { appDb } from '../../lib/firebase/firestore';
import { declined } from '../../lib/thunkError';
import { accountValuesOf, type AccountValues } from '../../domain/accountSchema';

const refs = (uid: string, kind: 'facility' | 'company', entityId: string) => {
  const db = appDb();
  return {
    db,
    user: doc(db, 'user', uid),
    entity: doc(db, kind === 'facility' ? 'facilities' : 'companies', entityId),
  };
};

/** The form's values as they are stored now (shown when a save found them changed). */
export async function readAccountValues(
  uid: string,
  kind: 'facility' | 'company',
  entityId: string,
): Promise<AccountValues> {
  const { user, entity } = refs(uid, kind, entityId);
  const [u, e] = await Promise.all([getDocFromServer(user), getDocFromServer(entity)]);
  return accountValuesOf(kind, u.data(), e.data());
}

/**
 * One transaction, so the name and the profile change together or not at all, and only while both records still
 * give the values the form opened with (`seen`): a change made elsewhere meanwhile is declined as 'changed'.
 */
export async function saveAccount(
  uid: string,
  kind: 'facility' | 'company',
  entityId: string,
  v: AccountValues,
  seen: AccountValues,
): Promise<void> {
  const { db, user, entity } = refs(uid, kind, entityId);
  const p = kind === 'facility' ? 'facility' : 'company';
  await writeOnline(db, () =>
    runTransaction(db, async (tx) => {
      const [u, e] = await Promise.all([tx.get(user), tx.get(entity)]);
      if (JSON.stringify(accountValuesOf(kind, u.data(), e.data())) !== JSON.stringify(seen)) throw declined('changed');
      tx.update(user, {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        notifications: v.notifications,
        contactOptions: v.contactOptions,
        contactInfoVisibility: v.contactInfoVisibility,
      });
      tx.update(entity, {
        [`${p}Intro`]: v.intro.trim(),
        [`${p}PhoneNumber`]: v.phone.trim(),
        [`${p}Address`]: v.address.trim(),
        [`${p}City`]: v.city.trim(),
        [`${p}State`]: v.state,
        [`${p}PostalCode`]: v.postalCode.trim(),
        [`${p}Avatar`]: v.avatar.trim(),
        notifications: v.notifications,
        contactOptions: v.contactOptions,
        contactInfoVisibility: v.contactInfoVisibility,
      });
    }),
  );
}
