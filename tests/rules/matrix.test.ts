// The security model as one table per collection of firestore.rules: each operation (get, list, create,
// update of each protected field or group of fields, delete) tried as each of the nine personas, with the
// exact outcome. A persona named in a row's `allow` succeeds; every other persona is refused with
// permission-denied (assertDenied), not merely some failure. The other files of tests/rules hold the
// detailed cases (validation, batches, transactions); this file answers "who may do what".
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  collectionGroup,
  count,
  deleteDoc,
  doc,
  getDoc,
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  sum,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import {
  assertDenied,
  baseDocs,
  blockingBatch,
  cancellation,
  DAY,
  dbAs,
  editChanges,
  discontentForm,
  emailOf,
  HOUR,
  invoiceDoc,
  makeRulesEnv,
  newReview,
  newShift,
  PERSONAS,
  resubmission,
  storedShift,
  ts,
  UIDS,
  workedShift,
  type Persona,
  addWithHistory,
  createShift,
  withHistory,
  reviewWithHistory,
} from '../support/rules';
import { newCompanyFacility } from '../../src/features/company/companyApi';
import { defined } from '../support/defined';
import { directoryOf, directoryPath } from '../../src/domain/companyDirectory';
import { companyTodayOf, companyTodayPath, companyTodayRange } from '../../src/domain/companyToday';
import { CALENDAR_SHIFT_DEFAULTS, encodeCalendarEntry } from '../../src/domain/calendarWeeks';

type Docs = Record<string, Record<string, unknown>>;

interface Row {
  op: string;
  /** the personas that may; every other one is denied */
  allow: readonly Persona[];
  run: (db: Firestore, p: Persona) => Promise<unknown>;
  /** documents the operation may write: put back as seeded afterwards (deleted when not seeded) */
  restore?: (p: Persona) => string[];
}

// ---- who ----------------------------------------------------------------------------------------
const SIGNED_IN = PERSONAS.filter((p) => p !== 'signedOut');
const NOBODY: readonly Persona[] = [];
const OF_A: readonly Persona[] = ['memberA', 'adminOfA', 'internalAdmin'];
/** Y1 is company Y's: its company owner, its own admin, and internal admins act for it. */
const OF_Y1: readonly Persona[] = ['companyY', 'memberY1', 'internalAdmin'];
const ADMIN: readonly Persona[] = ['internalAdmin'];

/** The persona's uid (a stranger's for signed out). */
const me = (p: Persona) => (p === 'signedOut' ? 'u-nobody' : UIDS[p]);
/** The user record a persona would call its own (signed out tries facility A's owner's). */
const ownRecord = (p: Persona) => `user/${p === 'signedOut' ? UIDS.memberA : UIDS[p]}`;

// ---- the data every row runs against --------------------------------------------------------------
const W = UIDS.worker;
const BLOCKED = 'u-worker-blocked';
const A_OWNER = UIDS.memberA;
let now: number;
let seeded: Docs;

// the staffing plan's needs of facility Y1's one template, and of a template it no longer has
const Y1_TEMPLATE = { name: 'Day', startTime: '07:00', endTime: '15:00' };
const Y1_NEEDS = 'facilities/fac-y1/staffingNeeds/Day';
const Y1_OLD_NEEDS = 'facilities/fac-y1/staffingNeeds/Old day';
const y1Needs = (by: string) => ({
  template: Y1_TEMPLATE,
  needs: { CNA: [0, 2, 2, 2, 2, 2, 0] },
  updatedBy: by,
  updatedAt: ts(Date.now() - DAY),
});

// the census of a week of Y1 (hours per resident day) and its staffing document with the target
const Y1_CENSUS = 'facilities/fac-y1/staffingCensus/2026-12-06';
const Y1_PLAN = 'facilities/fac-y1/staffing/plan';
const y1Census = (by: string) => ({
  census: [80, 80, 80, 80, 80, null, null],
  updatedBy: by,
  updatedAt: ts(Date.now()),
});
const y1Plan = (by: string) => ({ hprdTarget: 3.5, updatedBy: by, updatedAt: ts(Date.now()) });

// a coverage week of Y1 as the trusted writer keeps it (src/domain/coverageWeeks.ts): one string a shift
const Y1_COVERAGE = 'facilities/fac-y1/coverageWeeks/2026-11-29';
const y1Coverage = () => ({
  facilityId: 'fac-y1',
  week: '2026-11-29',
  shifts: {
    'shift-y1': JSON.stringify([Date.UTC(2026, 10, 30, 13), Date.UTC(2026, 10, 30, 21), 'CNA', 'active', true]),
  },
});

// a calendar week of Y1 as the trusted writer keeps it (src/domain/calendarWeeks.ts): one string a shift, the names
const Y1_CALENDAR = 'facilities/fac-y1/calendarWeeks/2026-11-29';
const y1Calendar = () => ({
  facilityId: 'fac-y1',
  week: '2026-11-29',
  shifts: {
    'shift-y1': encodeCalendarEntry({
      ...CALENDAR_SHIFT_DEFAULTS,
      description: 'Day - CNA',
      start: Date.UTC(2026, 10, 30, 13),
      end: Date.UTC(2026, 10, 30, 21),
    }),
  },
  workers: {},
});

// the insights and spend weeks as the trusted writers keep them (src/domain/insightsWeeks.ts): one string a document
const Y1_INSIGHTS = 'facilities/fac-y1/insightsWeeks/2026-11-29';
const Y_INSIGHTS = 'companies/co-y/insightsWeeks/2026-11-29';
const A_SPEND = `customers/${UIDS.memberA}/spendWeeks/2026-11-29`;
const insightsWeek = () => ({
  week: '2026-11-29',
  shifts: { 'shift-y1': JSON.stringify(['fac-y1', Date.UTC(2026, 10, 30, 13), 'open', 'CNA', null, null]) },
});
const spendWeek = () => ({ week: '2026-11-29', invoices: { in_1: JSON.stringify([1_795_000_000, 'paid', 100]) } });

// company Y's directory as its trusted writer keeps it (src/domain/companyDirectory.ts): each facility's stored fields
const Y_DIRECTORY = directoryPath('co-y');
const yDirectory = () => directoryOf('co-y', [{ id: 'fac-y1', data: baseDocs()['facilities/fac-y1']! }]);
// company Y's Today window as its trusted writer keeps it (src/domain/companyToday.ts): one shift of Y1 starting soon
const Y_TODAY = companyTodayPath('co-y');
const TODAY_AT = Date.parse('2026-03-10T15:00:00Z');
const yToday = () =>
  companyTodayOf('co-y', companyTodayRange(TODAY_AT), [
    {
      id: 'today-y1',
      data: {
        facilityIdentifier: 'fac-y1',
        companyId: 'co-y',
        status: 'active',
        start: new Date(TODAY_AT + 3_600_000),
      },
    },
  ]);

function fixtures(): Docs {
  const base = baseDocs();
  const blockedAt = ts(now - 3 * DAY);
  return {
    ...base,
    'facilities/fac-y1': {
      ...base['facilities/fac-y1'],
      shiftTemplates: [Y1_TEMPLATE],
      blocklist: [BLOCKED],
      blocklistEvents: [{ timestamp: blockedAt, nurseId: BLOCKED, reason: 'No-show', action: 'blocked' }],
    },
    [`user/${BLOCKED}`]: {
      ...base[`user/${W}`],
      firstName: 'Blake',
      blocklistedBy: ['fac-y1'],
      blocklistedByEvents: [{ timestamp: blockedAt, facilityId: 'fac-y1', reason: 'No-show', action: 'blocked' }],
    },
    'shifts/a-future': storedShift(now, 'fac-a'),
    'shifts/a-worked': workedShift(now, 'fac-a'),
    'shifts/y1-future': storedShift(now, 'fac-y1'),
    'shifts/y1-worked': workedShift(now, 'fac-y1'),
    'shifts/y1-reviewed': workedShift(now, 'fac-y1'),
    'shifts/y1-blocked': storedShift(now, 'fac-y1', { isFree: false, nurseId: BLOCKED }),
    'reviews/a-worked': { ...newReview('fac-a', A_OWNER), submittedAt: ts(now - HOUR) },
    'reviews/y1-reviewed': { ...newReview('fac-y1', UIDS.memberY1), submittedAt: ts(now - HOUR) },
    'shiftdiscontents/old-y1': discontentForm('y1-worked', 'fac-y1', UIDS.memberY1),
    'invites/inv-y1': {
      email: 'invitee@rules.test',
      firstName: 'Ivy',
      lastName: 'Invitee',
      facilityName: 'Facility fac-y1',
      facilityId: 'fac-y1',
      userId: null,
      status: 'pending',
    },
    [Y1_NEEDS]: y1Needs(UIDS.companyY),
    [Y1_OLD_NEEDS]: { ...y1Needs(UIDS.companyY), template: { ...Y1_TEMPLATE, name: 'Old day' } },
    [Y1_CENSUS]: y1Census(UIDS.companyY),
    [Y1_PLAN]: y1Plan(UIDS.companyY),
    [Y1_COVERAGE]: y1Coverage(),
    [Y1_CALENDAR]: y1Calendar(),
    [Y1_INSIGHTS]: insightsWeek(),
    [Y_INSIGHTS]: insightsWeek(),
    [A_SPEND]: spendWeek(),
    [Y_DIRECTORY]: { ...yDirectory() },
    [Y_TODAY]: { ...yToday() },
    [`customers/${A_OWNER}`]: { email: emailOf(A_OWNER) },
    [`customers/${A_OWNER}/invoices/in_a1`]: invoiceDoc('in_a1', 1_700_000_000),
    [`customers/${A_OWNER}/invoices/in_a2`]: invoiceDoc('in_a2', 1_700_100_000, 'paid'),
  };
}

// ---- the rows ---------------------------------------------------------------------------------------
/** A seeded document's fields, without the id field the seed adds. */
function fieldsOf(path: string): Record<string, unknown> {
  const { id: _id, ...fields } = defined(seeded[path], `the seeded ${path}`);
  void _id;
  return fields;
}
type Data = Record<string, unknown>;
/** Data made when the row runs (times are taken then). */
type Make = Data | (() => Data);
const made = (data: Make) => (typeof data === 'function' ? data() : data);
const update = (path: string, data: Make) => (db: Firestore) => updateDoc(doc(db, path), made(data));
/** A change of a Y1 shift with its History entry, in one batch, as the portal writes it. */
const historied = (path: string, kind: string, data: Make) => (db: Firestore) =>
  withHistory(db, path.replace('shifts/', ''), made(data), { kind, facilityId: 'fac-y1' });
/** A row that changes one protected field (or group) of a document: nobody may. */
const protectedField = (path: string, what: string, data: Make): Row => ({
  op: `update ${what}`,
  allow: NOBODY,
  run: update(path, data),
  restore: () => [path],
});

const blockEvent = (extra: Record<string, unknown>) => ({
  timestamp: ts(Date.now()),
  reason: 'Late',
  action: 'blocked',
  ...extra,
});

const USER: Row[] = [
  { op: 'get their own record', allow: SIGNED_IN, run: (db, p) => getDoc(doc(db, ownRecord(p))) },
  {
    op: 'get a worker record (names on shifts and reviews)',
    allow: SIGNED_IN.filter((p) => p !== 'worker'),
    run: (db) => getDoc(doc(db, 'user', BLOCKED)),
  },
  { op: "get facility A's owner's record", allow: OF_A, run: (db) => getDoc(doc(db, 'user', A_OWNER)) },
  {
    op: "get the record of Y1's admin (a colleague)",
    allow: OF_Y1,
    run: (db) => getDoc(doc(db, 'user', UIDS.memberY1)),
  },
  {
    op: "get company Y's owner's record",
    allow: ['companyY', 'internalAdmin'],
    run: (db) => getDoc(doc(db, 'user', UIDS.companyY)),
  },
  { op: 'list users', allow: NOBODY, run: (db) => getDocs(query(collection(db, 'user'), limit(10))) },
  {
    op: "create another user's record",
    allow: NOBODY,
    run: (db, p) =>
      setDoc(doc(db, 'user', 'u-someone-new'), {
        email: emailOf(me(p)),
        firstName: 'New',
        lastName: 'Person',
        userType: 'facility',
        isAdmin: false,
        facilityOwnerOf: 'fac-b',
        createdAt: Date.now(),
      }),
    restore: () => ['user/u-someone-new'],
  },
  {
    op: 'register again over their own record (user record + pending facility, one transaction)',
    allow: NOBODY,
    run: (db, p) =>
      runTransaction(db, async (tx) => {
        tx.set(doc(db, ownRecord(p)), {
          email: emailOf(me(p)),
          firstName: 'Again',
          lastName: 'Person',
          userType: 'facility',
          isAdmin: false,
          facilityOwnerOf: 'fac-again',
          facilityAdminOf: null,
          companyOwnerOf: null,
          createdAt: Date.now(),
          inviteId: null,
          isTest: false,
        });
        tx.set(doc(db, 'facilities', 'fac-again'), {
          ...fieldsOf('facilities/fac-b'),
          ownerId: me(p),
          status: 'pending',
        });
      }),
    restore: (p) => [ownRecord(p), 'facilities/fac-again'],
  },
  {
    op: 'update their own name and contact settings',
    // a worker's record (written by the worker app) lacks the portal's profile fields
    allow: SIGNED_IN.filter((p) => p !== 'worker'),
    run: (db, p) => updateDoc(doc(db, ownRecord(p)), { firstName: 'Dana', contactOptions: 'phone-option' }),
    restore: (p) => [ownRecord(p)],
  },
  ...(
    [
      // each value differs from every persona's own, so that each row is a real change
      ['isAdmin', (p) => ({ isAdmin: p !== 'internalAdmin' })],
      ['userType', (p) => ({ userType: p === 'internalAdmin' ? 'facility' : 'admin' })],
      ['facilityOwnerOf', () => ({ facilityOwnerOf: 'fac-x1' })],
      ['facilityAdminOf', () => ({ facilityAdminOf: 'fac-x1' })],
      ['companyOwnerOf', () => ({ companyOwnerOf: 'co-other' })],
      ['email', () => ({ email: 'someone-else@rules.test' })],
      ['createdAt', () => ({ createdAt: 2 })],
      ['inviteId', () => ({ inviteId: 'inv-y1' })],
      ['isTest', () => ({ isTest: true })],
    ] as [string, (p: Persona) => Data][]
  ).map(([field, data]): Row => ({
    op: `update their own ${field}`,
    allow: NOBODY,
    run: (db, p) => updateDoc(doc(db, ownRecord(p)), data(p)),
    restore: (p) => [ownRecord(p)],
  })),
  {
    op: "update facility B's owner's name",
    allow: ['memberB'],
    run: update(`user/${UIDS.memberB}`, { firstName: 'Changed' }),
    restore: () => [`user/${UIDS.memberB}`],
  },
  {
    op: "block the worker for Y1 (the worker's blocklistedBy and event, with Y1's blocklist, one batch)",
    allow: OF_Y1,
    run: (db) => blockingBatch(db, 'fac-y1', W).commit(),
    restore: () => ['facilities/fac-y1', `user/${W}`],
  },
  protectedField(`user/${W}`, "the worker's blocklistedBy without an event", { blocklistedBy: ['fac-y1'] }),
  protectedField(`user/${W}`, "the worker's name", { firstName: 'Renamed' }),
  {
    op: 'delete their own record',
    allow: NOBODY,
    run: (db, p) => deleteDoc(doc(db, ownRecord(p))),
    restore: (p) => [ownRecord(p)],
  },
];

const Y1 = 'facilities/fac-y1';
const FACILITIES: Row[] = [
  { op: 'get facility A', allow: OF_A, run: (db) => getDoc(doc(db, 'facilities', 'fac-a')) },
  { op: 'get facility Y1', allow: OF_Y1, run: (db) => getDoc(doc(db, 'facilities', 'fac-y1')) },
  {
    op: 'list the facilities they own (ownerId == uid, limit 1)',
    allow: SIGNED_IN,
    run: (db, p) => getDocs(query(collection(db, 'facilities'), where('ownerId', '==', me(p)), limit(1))),
  },
  {
    op: 'list the facilities they administer (adminIds contains uid, limit 1)',
    allow: SIGNED_IN,
    run: (db, p) => getDocs(query(collection(db, 'facilities'), where('adminIds', 'array-contains', me(p)), limit(1))),
  },
  {
    op: "list company Y's facilities (companyId == co-y, by name)",
    allow: ['companyY', 'internalAdmin'],
    run: (db) =>
      getDocs(
        query(collection(db, 'facilities'), where('companyId', '==', 'co-y'), orderBy('facilityName'), limit(500)),
      ),
  },
  {
    op: 'list every facility (the admin picker, by name, 500 a page)',
    allow: ADMIN,
    run: (db) => getDocs(query(collection(db, 'facilities'), orderBy('facilityName'), limit(500))),
  },
  {
    op: "list company Y's facilities without a limit",
    allow: NOBODY,
    run: (db) =>
      getDocs(query(collection(db, 'facilities'), where('companyId', '==', 'co-y'), orderBy('facilityName'))),
  },
  {
    op: 'list every facility, 501 a page',
    allow: NOBODY,
    run: (db) => getDocs(query(collection(db, 'facilities'), orderBy('facilityName'), limit(501))),
  },
  {
    op: 'create an active facility under company Y (the Create facility form)',
    allow: ['companyY', 'internalAdmin'],
    run: (db, p) =>
      setDoc(
        doc(db, 'facilities', `new-${p}`),
        newCompanyFacility(
          { id: 'co-y', ownerId: UIDS.companyY },
          {
            facilityName: 'Lakeside',
            facilityAddress: '9 Pier Rd',
            facilityCity: 'Duluth',
            facilityState: 'MN',
            facilityPostalCode: '55802',
            facilityPhoneNumber: '218-555-0199',
          },
          Date.now(),
        ),
      ),
    restore: (p) => [`facilities/new-${p}`],
  },
  {
    op: 'create a pending facility without registering',
    allow: NOBODY,
    run: (db, p) =>
      setDoc(doc(db, 'facilities', `new-${p}`), { ...fieldsOf('facilities/fac-b'), ownerId: me(p), status: 'pending' }),
    restore: (p) => [`facilities/new-${p}`],
  },
  {
    op: "update Y1's profile (intro, phone)",
    allow: OF_Y1,
    run: update(Y1, { facilityIntro: 'We care', facilityPhoneNumber: '218-555-0111' }),
    restore: () => [Y1],
  },
  {
    op: "update Y1's shift templates",
    allow: OF_Y1,
    run: update(Y1, { shiftTemplates: [{ name: 'Day', startTime: '07:00', endTime: '15:00' }] }),
    restore: () => [Y1],
  },
  {
    // the block goes with the worker's event in the same batch (the user rows block with both)
    op: "update Y1's blocklist alone (block a worker, one event, but no worker-side event)",
    allow: NOBODY,
    run: update(Y1, { blocklist: arrayUnion(W), blocklistEvents: arrayUnion(blockEvent({ nurseId: W })) }),
    restore: () => [Y1],
  },
  protectedField(Y1, "Y1's status", { status: 'inactive' }),
  protectedField(Y1, "Y1's ownerId", { ownerId: 'u-stranger' }),
  protectedField(Y1, "Y1's companyId", { companyId: 'co-x' }),
  protectedField(Y1, "Y1's adminIds (adding someone)", { adminIds: [UIDS.memberY1, 'u-stranger'] }),
  protectedField(Y1, "Y1's name", { facilityName: 'Renamed' }),
  protectedField(Y1, "Y1's isTest", { isTest: true }),
  protectedField(Y1, "Y1's tz", { tz: 'America/New_York' }),
  protectedField(Y1, "Y1's requiresCovidVaccination", { requiresCovidVaccination: true }),
  protectedField(Y1, "Y1's allowedPositions", { allowedPositions: ['RN'] }),
  protectedField(Y1, "Y1's premierlist", { premierlist: [W] }),
  protectedField(Y1, "Y1's blocklist without an event", { blocklist: [BLOCKED, W] }),
  { op: 'delete facility Y1', allow: NOBODY, run: (db) => deleteDoc(doc(db, Y1)), restore: () => [Y1] },
];

const CO_Y = 'companies/co-y';
const COMPANIES: Row[] = [
  { op: 'get company Y', allow: ['companyY', 'internalAdmin'], run: (db) => getDoc(doc(db, CO_Y)) },
  {
    op: 'list the companies they own (ownerId == uid, limit 1)',
    allow: SIGNED_IN,
    run: (db, p) => getDocs(query(collection(db, 'companies'), where('ownerId', '==', me(p)), limit(1))),
  },
  {
    op: 'list every company (the admin picker, by name, 500 a page)',
    allow: ADMIN,
    run: (db) => getDocs(query(collection(db, 'companies'), orderBy('companyName'), limit(500))),
  },
  {
    op: 'list the companies they own without a limit',
    allow: NOBODY,
    run: (db, p) => getDocs(query(collection(db, 'companies'), where('ownerId', '==', me(p)))),
  },
  {
    op: 'list every company, 501 a page',
    allow: NOBODY,
    run: (db) => getDocs(query(collection(db, 'companies'), orderBy('companyName'), limit(501))),
  },
  {
    op: 'create a pending company without registering',
    allow: NOBODY,
    run: (db, p) => setDoc(doc(db, 'companies', `new-${p}`), { ...fieldsOf(CO_Y), ownerId: me(p), status: 'pending' }),
    restore: (p) => [`companies/new-${p}`],
  },
  {
    op: "update company Y's profile (intro)",
    allow: ['companyY', 'internalAdmin'],
    run: update(CO_Y, { companyIntro: 'Hello' }),
    restore: () => [CO_Y],
  },
  protectedField(CO_Y, "company Y's status", { status: 'pending' }),
  protectedField(CO_Y, "company Y's ownerId", { ownerId: 'u-stranger' }),
  protectedField(CO_Y, "company Y's name", { companyName: 'Renamed' }),
  protectedField(CO_Y, "company Y's isTest", { isTest: true }),
  protectedField(CO_Y, "company Y's createdAt", { createdAt: 2 }),
  { op: 'delete company Y', allow: NOBODY, run: (db) => deleteDoc(doc(db, CO_Y)), restore: () => [CO_Y] },
];

const INV = 'invites/inv-y1';
const INVITES: Row[] = [
  { op: 'get an invite by its id (the invite page)', allow: PERSONAS, run: (db) => getDoc(doc(db, INV)) },
  {
    // the Team screen: those who act for Y1 see its invites
    op: 'list invites',
    allow: OF_Y1,
    run: (db) => getDocs(query(collection(db, 'invites'), where('facilityId', '==', 'fac-y1'), limit(10))),
  },
  {
    op: 'create an invite',
    allow: NOBODY,
    run: (db, p) =>
      setDoc(doc(db, 'invites', `new-${p}`), {
        email: 'x@rules.test',
        facilityId: 'fac-y1',
        userId: null,
        status: 'pending',
      }),
    restore: (p) => [`invites/new-${p}`],
  },
  {
    op: 'update userId and status (claim an invite sent to another email)',
    allow: NOBODY,
    run: (db, p) => updateDoc(doc(db, INV), { userId: me(p), status: 'accepted' }),
    restore: () => [INV],
  },
  protectedField(INV, 'the facility of an invite', { facilityId: 'fac-a' }),
  protectedField(INV, 'the email of an invite', { email: 'x@rules.test' }),
  { op: 'delete an invite', allow: NOBODY, run: (db) => deleteDoc(doc(db, INV)), restore: () => [INV] },
];

const CUSTOMER_A = `customers/${A_OWNER}`;
const INVOICE_A = `${CUSTOMER_A}/invoices/in_a1`;
const invoicesOfA = (db: Firestore) => collection(db, 'customers', A_OWNER, 'invoices');
const BILLING: readonly Persona[] = ['memberA', 'internalAdmin'];
const CUSTOMERS: Row[] = [
  { op: "get facility A's owner's customer record", allow: BILLING, run: (db) => getDoc(doc(db, CUSTOMER_A)) },
  { op: 'list customers', allow: NOBODY, run: (db) => getDocs(query(collection(db, 'customers'), limit(10))) },
  {
    op: 'create a customer record',
    allow: NOBODY,
    run: (db, p) => setDoc(doc(db, 'customers', me(p)), { email: 'x@rules.test' }),
    restore: (p) => [`customers/${me(p)}`],
  },
  protectedField(CUSTOMER_A, 'a customer record', { email: 'x@rules.test' }),
  {
    op: 'delete a customer record',
    allow: NOBODY,
    run: (db) => deleteDoc(doc(db, CUSTOMER_A)),
    restore: () => [CUSTOMER_A],
  },
];

const INVOICES: Row[] = [
  { op: "get an invoice of A's owner", allow: BILLING, run: (db) => getDoc(doc(db, INVOICE_A)) },
  {
    op: "list the invoices of A's owner (newest first, 10 a page)",
    allow: BILLING,
    run: (db) => getDocs(query(invoicesOfA(db), orderBy('invoice.created', 'desc'), limit(10))),
  },
  {
    op: "list the open invoices of A's owner (limit 100)",
    allow: BILLING,
    run: (db) => getDocs(query(invoicesOfA(db), where('status', '==', 'open'), limit(100))),
  },
  {
    op: "list the invoices of A's owner without a limit",
    allow: NOBODY,
    run: (db) => getDocs(query(invoicesOfA(db), orderBy('invoice.created', 'desc'))),
  },
  {
    op: "list the invoices of A's owner, 101 a page (of any status)",
    allow: NOBODY,
    run: (db) => getDocs(query(invoicesOfA(db), orderBy('invoice.created', 'desc'), limit(101))),
  },
  {
    op: "sum the paid invoices of A's owner (aggregation, limit 5000: the billing summary)",
    allow: BILLING,
    run: (db) =>
      getAggregateFromServer(query(invoicesOfA(db), where('status', '==', 'paid'), limit(5000)), {
        total: sum('invoice.amount_due'),
        n: count(),
      }),
  },
  {
    op: "sum the paid invoices of A's owner without a limit",
    allow: NOBODY,
    run: (db) =>
      getAggregateFromServer(query(invoicesOfA(db), where('status', '==', 'paid')), {
        total: sum('invoice.amount_due'),
        n: count(),
      }),
  },
  {
    op: "sum the open invoices of A's owner (aggregation, limit 5000: insights' spend per week)",
    allow: BILLING,
    run: (db) =>
      getAggregateFromServer(query(invoicesOfA(db), where('status', '==', 'open'), limit(5000)), {
        total: sum('invoice.amount_due'),
        n: count(),
      }),
  },
  {
    op: "list the void invoices of A's owner, 5000 a page (only the paid and the open ones may)",
    allow: NOBODY,
    run: (db) => getDocs(query(invoicesOfA(db), where('status', '==', 'void'), limit(5000))),
  },
  {
    op: "list the paid invoices of A's owner, 5001 a page",
    allow: NOBODY,
    run: (db) => getDocs(query(invoicesOfA(db), where('status', '==', 'paid'), limit(5001))),
  },
  {
    op: 'list their own invoices',
    allow: SIGNED_IN,
    run: (db, p) =>
      getDocs(query(collection(db, 'customers', me(p), 'invoices'), orderBy('invoice.created', 'desc'), limit(10))),
  },
  {
    op: 'list invoices across customers (collection group)',
    allow: NOBODY,
    run: (db) => getDocs(query(collectionGroup(db, 'invoices'), where('status', '==', 'open'), limit(10))),
  },
  {
    op: 'create an invoice',
    allow: NOBODY,
    run: (db) => setDoc(doc(db, CUSTOMER_A, 'invoices', 'in_new'), invoiceDoc('in_new', 1_700_200_000)),
    restore: () => [`${CUSTOMER_A}/invoices/in_new`],
  },
  protectedField(INVOICE_A, 'the status of an invoice (mark it paid)', { status: 'paid', 'invoice.status': 'paid' }),
  { op: 'delete an invoice', allow: NOBODY, run: (db) => deleteDoc(doc(db, INVOICE_A)), restore: () => [INVOICE_A] },
];

const shiftsOf = (db: Firestore, ids: string[]) =>
  query(
    collection(db, 'shifts'),
    ids.length === 1 ? where('facilityIdentifier', '==', ids[0]) : where('facilityIdentifier', 'in', ids),
    orderBy('createdAt', 'desc'),
    limit(10),
  );
const rangeOfY1 = (db: Firestore, ...max: QueryConstraint[]) =>
  query(
    collection(db, 'shifts'),
    where('facilityIdentifier', '==', 'fac-y1'),
    where('start', '>=', ts(Date.now() - 7 * DAY)),
    where('start', '<', ts(Date.now() + 7 * DAY)),
    orderBy('start'),
    ...max,
  );
const Y1_FUTURE = 'shifts/y1-future';
const Y1_WORKED = 'shifts/y1-worked';
const SHIFTS: Row[] = [
  { op: 'get a shift of A', allow: OF_A, run: (db) => getDoc(doc(db, 'shifts/a-future')) },
  { op: 'get a shift of Y1', allow: OF_Y1, run: (db) => getDoc(doc(db, Y1_FUTURE)) },
  { op: 'list the shifts of A (10 a page)', allow: OF_A, run: (db) => getDocs(shiftsOf(db, ['fac-a'])) },
  { op: 'list the shifts of Y1 (10 a page)', allow: OF_Y1, run: (db) => getDocs(shiftsOf(db, ['fac-y1'])) },
  { op: "list the shifts of A and Y1 ('in')", allow: ADMIN, run: (db) => getDocs(shiftsOf(db, ['fac-a', 'fac-y1'])) },
  {
    op: "list company Y's shifts by companyId (10 a page)",
    // its owner, not the admin of one of its facilities
    allow: ['companyY', 'internalAdmin'],
    run: (db) =>
      getDocs(
        query(collection(db, 'shifts'), where('companyId', '==', 'co-y'), orderBy('createdAt', 'desc'), limit(10)),
      ),
  },
  {
    op: 'list the shifts of Y1 starting in a range, 5000 a page (the calendar; the export and timesheet ask 1000)',
    allow: OF_Y1,
    run: (db) => getDocs(rangeOfY1(db, limit(5000))),
  },
  {
    op: 'list the shifts of Y1 starting in a range without a limit',
    allow: NOBODY,
    run: (db) => getDocs(rangeOfY1(db)),
  },
  {
    op: 'list the shifts of Y1 starting in a range, 5001 a page',
    allow: NOBODY,
    run: (db) => getDocs(rangeOfY1(db, limit(5001))),
  },
  {
    op: "count the shifts of Y1 in a range (aggregation, limit 1000: the calendar's busy days)",
    allow: OF_Y1,
    run: (db) => getCountFromServer(rangeOfY1(db, limit(1000))),
  },
  {
    op: 'count the shifts of Y1 in a range without a limit',
    allow: NOBODY,
    run: (db) => getCountFromServer(rangeOfY1(db)),
  },
  {
    op: 'list shifts without a facility constraint',
    // an internal admin acts for every facility
    allow: ADMIN,
    run: (db) => getDocs(query(collection(db, 'shifts'), orderBy('createdAt', 'desc'), limit(10))),
  },
  {
    op: 'create a shift for Y1, as themselves',
    allow: OF_Y1,
    run: (db, p) => createShift(db, `new-${p}`, newShift(Date.now(), 'fac-y1', me(p))),
    restore: (p) => [`shifts/new-${p}`],
  },
  {
    op: 'create a shift for Y1 without its companyId',
    allow: NOBODY,
    run: (db, p) => createShift(db, `new-${p}`, newShift(Date.now(), 'fac-y1', me(p), { companyId: null })),
    restore: (p) => [`shifts/new-${p}`],
  },
  {
    op: 'create a shift for Y1 recording someone else as its creator',
    allow: NOBODY,
    run: (db, p) => createShift(db, `new-${p}`, newShift(Date.now(), 'fac-y1', 'u-stranger')),
    restore: (p) => [`shifts/new-${p}`],
  },
  {
    op: 'update status and the cancellation fields (cancel a shift of Y1, as themselves)',
    allow: OF_Y1,
    run: (db, p) => historied(Y1_FUTURE, 'cancelled', cancellation(me(p)))(db),
    restore: () => [Y1_FUTURE],
  },
  {
    op: 'update the five editable fields of a future shift of Y1',
    allow: OF_Y1,
    run: (db) => {
      const edit = {
        description: 'Edited shift',
        nurseType: 'LPN',
        additionalnotes: 'New notes',
        start: ts(Date.now() + 3 * DAY),
        end: ts(Date.now() + 3 * DAY + 10 * HOUR),
        additionalRequirements: ['MeD Pass'],
      };
      const changes = editChanges(fieldsOf(Y1_FUTURE), edit);
      return withHistory(db, 'y1-future', edit, { kind: 'edited', facilityId: 'fac-y1', extra: { changes } });
    },
    restore: () => [Y1_FUTURE],
  },
  {
    op: 'update hasShiftDiscontent of a worked shift of Y1',
    allow: OF_Y1,
    run: historied(Y1_WORKED, 'discontent', { hasShiftDiscontent: true }),
    restore: () => [Y1_WORKED],
  },
  {
    op: 'update the timesheet fields of a worked shift of Y1 (approve, as themselves)',
    allow: OF_Y1,
    run: (db, p) =>
      historied(Y1_WORKED, 'approved', {
        timesheetAction: 'approved',
        timesheetActionMadeBy: me(p),
        timesheetActionMadeAt: serverTimestamp(),
        approvedHours: 8,
      })(db),
    restore: () => [Y1_WORKED],
  },
  {
    op: "update isFree and nurseId (free a Y1-blocked worker's future shift)",
    allow: OF_Y1,
    run: historied('shifts/y1-blocked', 'released', { isFree: true, nurseId: null }),
    restore: () => ['shifts/y1-blocked'],
  },
  protectedField(Y1_FUTURE, 'facilityIdentifier', { facilityIdentifier: 'fac-a' }),
  protectedField(Y1_FUTURE, 'companyId', { companyId: 'co-x' }),
  protectedField(Y1_FUTURE, 'createdBy', { createdBy: 'u-stranger' }),
  protectedField(Y1_FUTURE, 'createdAt', { createdAt: 1 }),
  protectedField(Y1_FUTURE, 'numberOfNurse', { numberOfNurse: 2 }),
  protectedField(Y1_FUTURE, 'isTest', { isTest: true }),
  protectedField(Y1_FUTURE, 'tz', { tz: 'America/New_York' }),
  protectedField(Y1_FUTURE, 'nurseId and isFree (claim it for the worker)', { nurseId: W, isFree: false }),
  protectedField(Y1_WORKED, 'clockIn and clockOut', () => ({
    clockIn: ts(Date.now() - 9 * HOUR),
    clockOut: ts(Date.now() - HOUR),
  })),
  protectedField(Y1_FUTURE, 'the timesheet fields of a shift not yet worked', {
    timesheetAction: 'approved',
    timesheetActionMadeBy: UIDS.memberY1,
    timesheetActionMadeAt: serverTimestamp(),
  }),
  { op: 'delete a shift of Y1', allow: NOBODY, run: (db) => deleteDoc(doc(db, Y1_FUTURE)), restore: () => [Y1_FUTURE] },
];

const Y1_REVIEW = 'reviews/y1-reviewed';
const REVIEWS: Row[] = [
  { op: 'get a review of A', allow: OF_A, run: (db) => getDoc(doc(db, 'reviews/a-worked')) },
  { op: 'get a review of Y1', allow: OF_Y1, run: (db) => getDoc(doc(db, Y1_REVIEW)) },
  {
    op: 'get the review of a Y1 shift not reviewed yet',
    allow: OF_Y1,
    run: (db) => getDoc(doc(db, 'reviews/y1-worked')),
  },
  {
    op: 'list the reviews of Y1 (newest first, 10 a page)',
    allow: OF_Y1,
    run: (db) =>
      getDocs(
        query(
          collection(db, 'reviews'),
          where('facilityIdentifier', '==', 'fac-y1'),
          orderBy('submittedAt', 'desc'),
          limit(10),
        ),
      ),
  },
  {
    op: 'list the reviews of Y1 without a limit',
    allow: NOBODY,
    run: (db) =>
      getDocs(
        query(collection(db, 'reviews'), where('facilityIdentifier', '==', 'fac-y1'), orderBy('submittedAt', 'desc')),
      ),
  },
  {
    op: 'list the reviews of Y1, 101 a page',
    allow: NOBODY,
    run: (db) =>
      getDocs(
        query(
          collection(db, 'reviews'),
          where('facilityIdentifier', '==', 'fac-y1'),
          orderBy('submittedAt', 'desc'),
          limit(101),
        ),
      ),
  },
  {
    op: 'create the review of a worked shift of Y1, as themselves',
    allow: OF_Y1,
    run: (db, p) => reviewWithHistory(db, 'y1-worked', newReview('fac-y1', me(p))),
    restore: () => ['reviews/y1-worked'],
  },
  {
    op: 'update the rating and responses of a review of Y1 (submit again, as themselves)',
    allow: OF_Y1,
    run: (db, p) => reviewWithHistory(db, 'y1-reviewed', resubmission(me(p)), { update: true, facilityId: 'fac-y1' }),
    restore: () => [Y1_REVIEW],
  },
  protectedField(Y1_REVIEW, 'reviewerId (someone else as the reviewer)', resubmission('u-stranger')),
  protectedField(Y1_REVIEW, 'facilityIdentifier', { ...resubmission(UIDS.memberY1), facilityIdentifier: 'fac-a' }),
  protectedField(Y1_REVIEW, 'nurseId', { ...resubmission(UIDS.memberY1), nurseId: 'u-stranger' }),
  protectedField(Y1_REVIEW, 'isTest', { ...resubmission(UIDS.memberY1), isTest: true }),
  protectedField(Y1_REVIEW, 'reviewerType', { ...resubmission(UIDS.memberY1), reviewerType: 'worker' }),
  protectedField(Y1_REVIEW, 'submittedAt (a client time)', () => ({
    ...resubmission(UIDS.memberY1),
    submittedAt: ts(Date.now()),
  })),
  {
    op: 'delete a review of Y1',
    allow: NOBODY,
    run: (db) => deleteDoc(doc(db, Y1_REVIEW)),
    restore: () => [Y1_REVIEW],
  },
];

const OLD_FORM = 'shiftdiscontents/old-y1';
const DISCONTENTS: Row[] = [
  {
    op: 'create a form about the worker of a Y1 shift, as themselves (with hasShiftDiscontent, one batch)',
    allow: OF_Y1,
    run: (db, p) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'shiftdiscontents', `new-${p}`), discontentForm('y1-worked', 'fac-y1', me(p)));
      addWithHistory(
        batch,
        db,
        'y1-worked',
        { hasShiftDiscontent: true },
        { kind: 'discontent', facilityId: 'fac-y1' },
      );
      return batch.commit();
    },
    restore: (p) => [`shiftdiscontents/new-${p}`, Y1_WORKED],
  },
  { op: 'get a form', allow: NOBODY, run: (db) => getDoc(doc(db, OLD_FORM)) },
  {
    op: 'list forms',
    allow: NOBODY,
    run: (db) =>
      getDocs(query(collection(db, 'shiftdiscontents'), where('facilityIdentifier', '==', 'fac-y1'), limit(10))),
  },
  {
    op: 'write a form again unchanged (a retried submission whose first try landed), as its author',
    allow: ['memberY1'],
    run: (db) => {
      const batch = writeBatch(db);
      batch.set(doc(db, OLD_FORM), seeded[OLD_FORM]);
      addWithHistory(
        batch,
        db,
        'y1-worked',
        { hasShiftDiscontent: true },
        { kind: 'discontent', facilityId: 'fac-y1' },
      );
      return batch.commit();
    },
    restore: () => [OLD_FORM, Y1_WORKED],
  },
  protectedField(OLD_FORM, 'the details of a form', { shiftDiscontentReasonDetails: 'Changed' }),
  { op: 'delete a form', allow: NOBODY, run: (db) => deleteDoc(doc(db, OLD_FORM)), restore: () => [OLD_FORM] },
];

const STAFFING_NEEDS: Row[] = [
  { op: "get Y1's needs of a template", allow: OF_Y1, run: (db) => getDoc(doc(db, Y1_NEEDS)) },
  {
    op: "list Y1's needs (at most 100)",
    allow: OF_Y1,
    run: (db) => getDocs(query(collection(db, 'facilities', 'fac-y1', 'staffingNeeds'), limit(100))),
  },
  {
    op: "save Y1's needs of a template, as themselves",
    allow: OF_Y1,
    run: (db, p) => setDoc(doc(db, Y1_NEEDS), { ...y1Needs(me(p)), updatedAt: serverTimestamp() }),
    restore: () => [Y1_NEEDS],
  },
  protectedField(Y1_NEEDS, 'who saved the needs (another uid)', () => ({
    updatedBy: 'u-nobody',
    updatedAt: serverTimestamp(),
  })),
  {
    op: "discard Y1's needs of a template it no longer has",
    allow: OF_Y1,
    run: (db) => deleteDoc(doc(db, Y1_OLD_NEEDS)),
    restore: () => [Y1_OLD_NEEDS],
  },
  { op: "delete Y1's needs of a template it has", allow: NOBODY, run: (db) => deleteDoc(doc(db, Y1_NEEDS)) },
];

const STAFFING_CENSUS: Row[] = [
  { op: "get Y1's census of a week", allow: OF_Y1, run: (db) => getDoc(doc(db, Y1_CENSUS)) },
  {
    op: "list Y1's census",
    allow: NOBODY,
    run: (db) => getDocs(query(collection(db, 'facilities', 'fac-y1', 'staffingCensus'), limit(10))),
  },
  {
    op: "save Y1's census of a week, as themselves",
    allow: OF_Y1,
    run: (db, p) => setDoc(doc(db, Y1_CENSUS), { ...y1Census(me(p)), updatedAt: serverTimestamp() }),
    restore: () => [Y1_CENSUS],
  },
  protectedField(Y1_CENSUS, 'who saved the census (another uid)', () => ({
    updatedBy: 'u-nobody',
    updatedAt: serverTimestamp(),
  })),
  { op: "delete Y1's census of a week", allow: NOBODY, run: (db) => deleteDoc(doc(db, Y1_CENSUS)) },
];

const STAFFING_PLAN: Row[] = [
  { op: "get Y1's staffing document (its target)", allow: OF_Y1, run: (db) => getDoc(doc(db, Y1_PLAN)) },
  {
    op: "save Y1's target, as themselves",
    allow: OF_Y1,
    run: (db, p) => setDoc(doc(db, Y1_PLAN), { ...y1Plan(me(p)), updatedAt: serverTimestamp() }),
    restore: () => [Y1_PLAN],
  },
  protectedField(Y1_PLAN, 'who saved the target (another uid)', () => ({
    updatedBy: 'u-nobody',
    updatedAt: serverTimestamp(),
  })),
  { op: "delete Y1's staffing document", allow: NOBODY, run: (db) => deleteDoc(doc(db, Y1_PLAN)) },
];

const COVERAGE_WEEKS: Row[] = [
  { op: "get Y1's coverage week", allow: OF_Y1, run: (db) => getDoc(doc(db, Y1_COVERAGE)) },
  {
    op: "list Y1's two coverage weeks of a facility week",
    allow: OF_Y1,
    run: (db) =>
      getDocs(
        query(
          collection(db, 'facilities', 'fac-y1', 'coverageWeeks'),
          where('week', 'in', ['2026-11-29', '2026-12-06']),
          limit(3),
        ),
      ),
  },
  {
    op: "list more of Y1's coverage weeks than a facility week overlaps",
    allow: NOBODY,
    run: (db) => getDocs(query(collection(db, 'facilities', 'fac-y1', 'coverageWeeks'), limit(4))),
  },
  {
    op: "write a shift into Y1's coverage week (only the trusted writer does)",
    allow: NOBODY,
    run: (db) => setDoc(doc(db, Y1_COVERAGE), { shifts: { forged: '[0,1,"RN","active",false]' } }, { merge: true }),
    restore: () => [Y1_COVERAGE],
  },
  {
    op: 'create a coverage week of Y1',
    allow: NOBODY,
    run: (db) => setDoc(doc(db, 'facilities/fac-y1/coverageWeeks/2026-12-06'), { ...y1Coverage(), week: '2026-12-06' }),
    restore: () => ['facilities/fac-y1/coverageWeeks/2026-12-06'],
  },
  { op: "delete Y1's coverage week", allow: NOBODY, run: (db) => deleteDoc(doc(db, Y1_COVERAGE)) },
];

const CALENDAR_WEEKS: Row[] = [
  { op: "get Y1's calendar week", allow: OF_Y1, run: (db) => getDoc(doc(db, Y1_CALENDAR)) },
  {
    op: "list Y1's seven calendar weeks of a month grid",
    allow: OF_Y1,
    run: (db) =>
      getDocs(
        query(
          collection(db, 'facilities', 'fac-y1', 'calendarWeeks'),
          where('week', 'in', [
            '2026-11-01',
            '2026-11-08',
            '2026-11-15',
            '2026-11-22',
            '2026-11-29',
            '2026-12-06',
            '2026-12-13',
          ]),
          limit(7),
        ),
      ),
  },
  {
    op: "list more of Y1's calendar weeks than a month grid overlaps",
    allow: NOBODY,
    run: (db) => getDocs(query(collection(db, 'facilities', 'fac-y1', 'calendarWeeks'), limit(8))),
  },
  {
    op: "write a forged shift into Y1's calendar week (only the trusted writer does)",
    allow: NOBODY,
    run: (db) =>
      setDoc(
        doc(db, Y1_CALENDAR),
        { shifts: { forged: encodeCalendarEntry({ ...CALENDAR_SHIFT_DEFAULTS, description: 'Forged', start: 1 }) } },
        { merge: true },
      ),
    restore: () => [Y1_CALENDAR],
  },
  {
    op: "rename a worker in Y1's calendar week",
    allow: NOBODY,
    run: (db) => setDoc(doc(db, Y1_CALENDAR), { workers: { 'worker-1': 'Someone Else' } }, { merge: true }),
    restore: () => [Y1_CALENDAR],
  },
  {
    op: 'create a calendar week of Y1',
    allow: NOBODY,
    run: (db) => setDoc(doc(db, 'facilities/fac-y1/calendarWeeks/2026-12-06'), { ...y1Calendar(), week: '2026-12-06' }),
    restore: () => ['facilities/fac-y1/calendarWeeks/2026-12-06'],
  },
  { op: "delete Y1's calendar week", allow: NOBODY, run: (db) => deleteDoc(doc(db, Y1_CALENDAR)) },
];

/** The get, list, write and delete of a week document kept by a trusted writer, read by `readers`. */
function weekRows(what: string, path: string, data: () => Record<string, unknown>, readers: readonly Persona[]) {
  const parent = path.slice(0, path.lastIndexOf('/'));
  const next = `${parent}/2026-12-06`;
  return [
    { op: `get ${what}`, allow: readers, run: (db: Firestore) => getDoc(doc(db, path)) },
    {
      op: `list ${what} of a period`,
      allow: readers,
      run: (db: Firestore) => getDocs(query(collection(db, parent), where('week', '>=', '2026-09-06'), limit(14))),
    },
    {
      op: `list more of ${what} than a period overlaps`,
      allow: NOBODY,
      run: (db: Firestore) => getDocs(query(collection(db, parent), limit(15))),
    },
    {
      op: `write into ${what} (only the trusted writer does)`,
      allow: NOBODY,
      run: (db: Firestore) => setDoc(doc(db, path), { forged: 'x' }, { merge: true }),
      restore: () => [path],
    },
    {
      op: `create another of ${what}`,
      allow: NOBODY,
      run: (db: Firestore) => setDoc(doc(db, next), { ...data(), week: '2026-12-06' }),
      restore: () => [next],
    },
    { op: `delete ${what}`, allow: NOBODY, run: (db: Firestore) => deleteDoc(doc(db, path)) },
  ] satisfies Row[];
}

const INSIGHTS_WEEKS = weekRows("Y1's insights week", Y1_INSIGHTS, insightsWeek, OF_Y1);
const COMPANY_INSIGHTS_WEEKS = weekRows("company Y's insights week", Y_INSIGHTS, insightsWeek, [
  'companyY',
  'internalAdmin',
]);
const SPEND_WEEKS = weekRows("facility A's owner's spend week", A_SPEND, spendWeek, BILLING);

const COMPANY_DIRECTORY: Row[] = [
  { op: "get company Y's directory", allow: ['companyY', 'internalAdmin'], run: (db) => getDoc(doc(db, Y_DIRECTORY)) },
  {
    op: "get another document of company Y's directory",
    allow: NOBODY,
    run: (db) => getDoc(doc(db, 'companies/co-y/directory/other')),
  },
  {
    op: "list company Y's directory",
    allow: NOBODY,
    run: (db) => getDocs(query(collection(db, 'companies/co-y/directory'), limit(1))),
  },
  {
    op: "write into company Y's directory (only the trusted writer does)",
    allow: NOBODY,
    run: (db) => setDoc(doc(db, Y_DIRECTORY), { facilities: { forged: { facilityName: 'x' } } }, { merge: true }),
    restore: () => [Y_DIRECTORY],
  },
  {
    op: 'create a directory of company X',
    allow: NOBODY,
    run: (db) => setDoc(doc(db, directoryPath('co-x')), { facilities: {} }),
    restore: () => [directoryPath('co-x')],
  },
  { op: "delete company Y's directory", allow: NOBODY, run: (db) => deleteDoc(doc(db, Y_DIRECTORY)) },
];

const COMPANY_TODAY: Row[] = [
  { op: "get company Y's Today window", allow: ['companyY', 'internalAdmin'], run: (db) => getDoc(doc(db, Y_TODAY)) },
  {
    op: "list company Y's Today windows",
    allow: NOBODY,
    run: (db) => getDocs(query(collection(db, 'companies/co-y/today'), limit(1))),
  },
  {
    op: "write into company Y's Today window (only the trusted writer does)",
    allow: NOBODY,
    run: (db) => setDoc(doc(db, Y_TODAY), { shifts: { forged: { status: 'active' } } }, { merge: true }),
    restore: () => [Y_TODAY],
  },
  {
    op: 'create a Today window of company X',
    allow: NOBODY,
    run: (db) => setDoc(doc(db, companyTodayPath('co-x')), { from: 0, to: 0, shifts: {} }),
    restore: () => [companyTodayPath('co-x')],
  },
  { op: "delete company Y's Today window", allow: NOBODY, run: (db) => deleteDoc(doc(db, Y_TODAY)) },
];

const TABLES: [string, Row[]][] = [
  ['user/{userId}', USER],
  ['facilities/{facilityId}', FACILITIES],
  ['facilities/{facilityId}/staffingNeeds/{templateId}', STAFFING_NEEDS],
  ['facilities/{facilityId}/staffingCensus/{sunday}', STAFFING_CENSUS],
  ['facilities/{facilityId}/staffing/{docId}', STAFFING_PLAN],
  ['facilities/{facilityId}/coverageWeeks/{week}', COVERAGE_WEEKS],
  ['facilities/{facilityId}/calendarWeeks/{week}', CALENDAR_WEEKS],
  ['facilities/{facilityId}/insightsWeeks/{week}', INSIGHTS_WEEKS],
  ['companies/{companyId}', COMPANIES],
  ['companies/{companyId}/insightsWeeks/{week}', COMPANY_INSIGHTS_WEEKS],
  ['companies/{companyId}/directory/{docId}', COMPANY_DIRECTORY],
  ['companies/{companyId}/today/{docId}', COMPANY_TODAY],
  ['invites/{inviteId}', INVITES],
  ['customers/{customerId}', CUSTOMERS],
  ['customers/{customerId}/invoices/{invoiceId}', INVOICES],
  ['customers/{customerId}/spendWeeks/{week}', SPEND_WEEKS],
  ['shifts/{shiftId}', SHIFTS],
  ['reviews/{reviewId}', REVIEWS],
  ['shiftdiscontents/{discontentId}', DISCONTENTS],
];

// ---- running the table ----------------------------------------------------------------------------
let env: RulesTestEnvironment;
let toRestore: string[] = [];
// one client per persona for the whole table (a new one per row would cost a connection each)
const clients = new Map<Persona, Firestore>();
const clientOf = (p: Persona) => clients.get(p) ?? clients.set(p, dbAs(env, p)).get(p)!;

beforeAll(async () => {
  env = await makeRulesEnv('matrix');
  await env.clearFirestore();
  now = Date.now();
  seeded = fixtures();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await Promise.all(Object.entries(seeded).map(([path, data]) => setDoc(doc(db, path), data)));
  });
});
afterAll(async () => {
  await env.cleanup();
});
afterEach(async () => {
  if (!toRestore.length) return;
  const paths = toRestore;
  toRestore = [];
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await Promise.all(
      paths.map((path) => (seeded[path] ? setDoc(doc(db, path), seeded[path]) : deleteDoc(doc(db, path)))),
    );
  });
});

describe.each(TABLES)('%s', (_, rows) => {
  describe.each(PERSONAS)('as %s', (persona) => {
    it.each(rows.map((row) => [row.allow.includes(persona) ? 'allows' : 'denies', row.op, row] as const))(
      '%s: %s',
      async (_o, _op, row) => {
        toRestore = row.restore?.(persona) ?? [];
        const attempt = row.run(clientOf(persona), persona);
        if (row.allow.includes(persona)) await assertSucceeds(attempt);
        else {
          await assertDenied(attempt);
          // refused, it wrote nothing: nothing to put back (a write that went through fails above and is put back)
          toRestore = [];
        }
      },
    );
  });
});
