// Saves the Account page: the signed-in user's name and the facility or company profile fields it may change.
import { doc, writeBatch } from 'firebase/firestore';
import { writeOnline } from '../../lib/firebase/online';
import { appDb } from '../../lib/firebase/firestore';
import type { AccountValues } from '../../domain/accountSchema';

/** One batch, so the name and the profile change together or not at all. */
export async function saveAccount(
  uid: string,
  kind: 'facility' | 'company',
  entityId: string,
  v: AccountValues,
): Promise<void> {
  const db = appDb();
  const batch = writeBatch(db);
  batch.update(doc(db, 'user', uid), {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    notifications: v.notifications,
    contactOptions: v.contactOptions,
    contactInfoVisibility: v.contactInfoVisibility,
  });
  const p = kind === 'facility' ? 'facility' : 'company';
  batch.update(doc(db, kind === 'facility' ? 'facilities' : 'companies', entityId), {
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
  await writeOnline(db, () => batch.commit());
}
