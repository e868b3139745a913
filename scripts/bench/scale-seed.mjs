// The bench's own data beside the demo: facilities with many shifts in a month or a week (the calendar's), and the huge
// facility (huge-facility.mjs), written straight into the Firestore emulator.
import { AUTH_PORT, FIRESTORE_PORT, HOST, PROJECT_ID } from '../emulators.mjs';
import { toFields } from '../seed.mjs';
import { DEMO_PASSWORD } from '../seed/index.mjs';
import { benchShift } from './common.mjs';
import { hugeFacilityDocs } from './huge-facility.mjs';

// Shift ids as the app makes them (the SDK's 20-character auto ids), from a seeded generator so runs match.
// Ids with a long shared prefix ('bench-large-1-17') would make the SDK's key comparisons several times
// slower than real data does.
let idSeed = 20261122;
function autoId() {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < 20; i++) {
    idSeed = (idSeed * 1103515245 + 12345) % 2147483648;
    id += chars[idSeed % 62];
  }
  return id;
}

/** Facilities with 5,000 and 50 shifts in each of this month and the next, and with 400 and 12 in this week. */
export async function seedScale() {
  const fs = `http://${HOST}:${FIRESTORE_PORT}`;
  const auth = `http://${HOST}:${AUTH_PORT}`;
  const db = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  const now = new Date();
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12);
  const docs = [];
  // the Sunday of this week in America/Chicago (the calendar's week), 14:00 UTC (morning in Chicago)
  const [cy, cm, cd] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(now).split('-');
  const weekday = new Date(Date.UTC(+cy, +cm - 1, +cd)).getUTCDay();
  const sunday = Date.UTC(+cy, +cm - 1, +cd - weekday, 14);
  // large and small: shifts in this month (its 1st to 24th, never in the next month's grid) and the next (1st to
  // 28th), so that the next month shows exactly this many; week and weekquiet: this many in this week alone
  for (const [key, perMonth, perWeek] of [
    ['large', 5000, 0],
    ['small', 50, 0],
    ['huge', 0, 0],
    ['week', 0, 400],
    ['weekquiet', 0, 12],
  ]) {
    const uid = `uid-bench-${key}`;
    const fid = `bench-${key}`;
    const res = await fetch(`${auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({
        localId: uid,
        email: `bench-${key}@shiftcover.test`,
        password: DEMO_PASSWORD,
        displayName: `Bench ${key}`,
      }),
    });
    if (!res.ok) throw new Error(`bench account: ${await res.text()}`);
    docs.push({
      path: `user/${uid}`,
      data: {
        email: `bench-${key}@shiftcover.test`,
        firstName: 'Bench',
        lastName: key,
        userType: 'facility',
        isAdmin: false,
        facilityOwnerOf: fid,
        facilityAdminOf: null,
        companyOwnerOf: null,
        createdAt: Date.now(),
        notifications: 'all-notifications',
        contactOptions: 'email-option',
        contactInfoVisibility: true,
        inviteId: null,
        isTest: true,
      },
    });
    docs.push({
      path: `facilities/${fid}`,
      data: {
        id: fid,
        facilityName: `Bench ${key}`,
        facilityAvatar: '',
        facilityPhoneNumber: '608-555-0100',
        facilityAddress: '1 Bench St',
        facilityCity: 'Madison',
        facilityState: 'WI',
        facilityPostalCode: '53703',
        facilityIntro: 'About this Facility',
        ownerId: uid,
        adminIds: [],
        companyId: null,
        status: 'active',
        tz: 'America/Chicago',
        shiftTemplates: [],
        requiresCovidVaccination: false,
        contactInfoVisibility: true,
        notifications: 'all-notifications',
        contactOptions: 'email-option',
        allowedPositions: [],
        blocklist: [],
        blocklistEvents: [],
        premierlist: [],
        facilityBlockList: [],
        userType: 'facility',
        isTest: true,
        createdAt: Date.now(),
      },
    });
    const starts = [];
    for (let m = 0; m < 2; m++) {
      const base = new Date(monthStart);
      base.setUTCMonth(base.getUTCMonth() + m);
      const days = m === 0 ? 24 : 28;
      for (let i = 0; i < perMonth; i++)
        starts.push(base.getTime() + (i % days) * 86_400_000 + (i % 3) * 8 * 3_600_000);
    }
    for (let i = 0; i < perWeek; i++) starts.push(sunday + (i % 7) * 86_400_000 + (i % 12) * 3_600_000);
    for (let i = 0; i < starts.length; i++) {
      const start = new Date(starts[i]);
      const id = autoId();
      docs.push({
        path: `shifts/${id}`,
        data: benchShift({
          id,
          facilityIdentifier: fid,
          description: `Bench shift ${i}`,
          start,
          end: new Date(start.getTime() + 8 * 3_600_000),
          nurseType: ['Caregiver', 'CNA', 'LPN', 'RN'][i % 4],
          // created before now (a future createdAt would sit above every shift posted during the bench)
          createdAt: Date.now() - 30 * 86_400_000 + i,
          createdBy: uid,
        }),
      });
    }
  }
  docs.push(...hugeFacilityDocs(now.getTime()));
  for (let i = 0; i < docs.length; i += 500) {
    const writes = docs
      .slice(i, i + 500)
      .map((d) => ({ update: { name: `${db}/${d.path}`, fields: toFields(d.data) } }));
    const res = await fetch(`${fs}/v1/${db}:commit`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ writes }),
    });
    if (!res.ok) throw new Error(`bench seed: ${await res.text()}`);
  }
  return docs.length;
}
