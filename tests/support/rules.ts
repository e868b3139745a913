// Shared set-up of the rules tests: one emulator project per test file, the rules from firestore.rules,
// and the personas of the security model.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  doc,
  serverTimestamp,
  setLogLevel,
  Timestamp,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { expect } from 'vitest';
import { changedFields, personName, SHIFT_EDIT_FIELDS } from '../../src/domain/history';
import { toPlain } from '../../src/data/convert';

// Denied writes are the point of these tests; the SDK's warning for each would drown the report.
setLogLevel('error');

const RULES = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');

function emulatorHostPort(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const i = value.lastIndexOf(':');
  return { host: value.slice(0, i), port: Number(value.slice(i + 1)) };
}

/** A fresh emulator project (demo-rules-<name>) with firestore.rules loaded. */
export function makeRulesEnv(name: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: `demo-rules-${name}`,
    firestore: { ...emulatorHostPort(), rules: RULES },
  });
}

/** Writes documents into another emulator project (the demo data's), bypassing the rules. */
export async function writeWithoutRules(
  projectId: string,
  docs: Record<string, Record<string, unknown>>,
): Promise<void> {
  const env = await initializeTestEnvironment({ projectId, firestore: emulatorHostPort() });
  try {
    await seedDocs(env, docs);
  } finally {
    await env.cleanup();
  }
}

/** Writes documents as they are, bypassing the rules. */
export async function seedDocs(
  env: RulesTestEnvironment,
  docs: Record<string, Record<string, unknown>>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    // one commit of up to 500 writes rather than a round trip a document (most files seed before every test)
    const entries = Object.entries(docs);
    for (let i = 0; i < entries.length; i += 500) {
      const batch = writeBatch(db);
      for (const [path, data] of entries.slice(i, i + 500)) batch.set(doc(db, path), data);
      await batch.commit();
    }
  });
}

/** Asserts the operation is refused by the rules (permission-denied), not by anything else. */
export async function assertDenied(p: Promise<unknown>): Promise<void> {
  const err = (await assertFails(p)) as { code?: string };
  expect(err.code).toBe('permission-denied');
}

export type Persona =
  'signedOut' | 'worker' | 'memberA' | 'adminOfA' | 'memberB' | 'companyX' | 'companyY' | 'memberY1' | 'internalAdmin';

/** Every persona of the security model, in the order the reports list them. */
export const PERSONAS: readonly Persona[] = [
  'signedOut',
  'worker',
  'memberA',
  'adminOfA',
  'memberB',
  'companyX',
  'companyY',
  'memberY1',
  'internalAdmin',
];

// The personas' uids and the documents that make them who they are.
export const UIDS = {
  worker: 'u-worker',
  memberA: 'u-owner-a',
  adminOfA: 'u-admin-a',
  memberB: 'u-owner-b',
  companyX: 'u-company-x',
  companyY: 'u-company-y',
  // an admin of facility Y1 (company Y's), who is not company Y's owner
  memberY1: 'u-admin-y1',
  internalAdmin: 'u-internal-admin',
} as const;

const EMAILS: Record<string, string> = Object.fromEntries(Object.entries(UIDS).map(([k, v]) => [v, `${k}@rules.test`]));

/**
 * Facility A (own owner + one admin), facility B, company X (owns facility X1), company Y (owns Y1, which
 * has one admin of its own).
 */
export function baseDocs(): Record<string, Record<string, unknown>> {
  const facility = (id: string, ownerId: string, extra: Record<string, unknown> = {}) => ({
    id,
    facilityName: `Facility ${id}`,
    facilityAvatar: '',
    facilityPhoneNumber: '608-555-0100',
    facilityAddress: '1 Main St',
    facilityCity: 'Madison',
    facilityState: 'WI',
    facilityPostalCode: '53703',
    facilityIntro: 'About this Facility',
    ownerId,
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
    isTest: false,
    createdAt: 1,
    ...extra,
  });
  const user = (uid: string, extra: Record<string, unknown>) => ({
    email: EMAILS[uid],
    firstName: uid,
    lastName: 'Test',
    userType: 'facility',
    isAdmin: false,
    facilityOwnerOf: null,
    facilityAdminOf: null,
    companyOwnerOf: null,
    createdAt: 1,
    notifications: 'all-notifications',
    contactOptions: 'email-option',
    contactInfoVisibility: true,
    inviteId: null,
    isTest: false,
    ...extra,
  });
  const company = (id: string, ownerId: string) => ({
    id,
    companyName: `Company ${id}`,
    companyAvatar: '',
    companyAddress: '1 Lake St',
    companyCity: 'Milwaukee',
    companyState: 'WI',
    companyPostalCode: '53202',
    companyPhoneNumber: '414-555-0100',
    companyIntro: '',
    ownerId,
    createdAt: 1,
    status: 'active',
    notifications: 'all-notifications',
    contactOptions: 'email-option',
    contactInfoVisibility: true,
    isTest: false,
  });
  return {
    'facilities/fac-a': facility('fac-a', UIDS.memberA, { adminIds: [UIDS.adminOfA] }),
    'facilities/fac-b': facility('fac-b', UIDS.memberB),
    'facilities/fac-x1': facility('fac-x1', UIDS.companyX, { companyId: 'co-x' }),
    'facilities/fac-y1': facility('fac-y1', UIDS.companyY, { companyId: 'co-y', adminIds: [UIDS.memberY1] }),
    'companies/co-x': company('co-x', UIDS.companyX),
    'companies/co-y': company('co-y', UIDS.companyY),
    [`user/${UIDS.memberA}`]: user(UIDS.memberA, { facilityOwnerOf: 'fac-a' }),
    [`user/${UIDS.adminOfA}`]: user(UIDS.adminOfA, { facilityAdminOf: 'fac-a' }),
    [`user/${UIDS.memberB}`]: user(UIDS.memberB, { facilityOwnerOf: 'fac-b' }),
    [`user/${UIDS.companyX}`]: user(UIDS.companyX, { userType: 'company', companyOwnerOf: 'co-x' }),
    [`user/${UIDS.companyY}`]: user(UIDS.companyY, { userType: 'company', companyOwnerOf: 'co-y' }),
    [`user/${UIDS.memberY1}`]: user(UIDS.memberY1, { facilityAdminOf: 'fac-y1' }),
    [`user/${UIDS.internalAdmin}`]: user(UIDS.internalAdmin, { userType: 'admin', isAdmin: true }),
    [`user/${UIDS.worker}`]: {
      firstName: 'Wendy',
      lastName: 'Worker',
      userType: 'worker',
      nurseType: 'CNA',
      blocklistedBy: [],
      blocklistedByEvents: [],
    },
  };
}

/** Facility A's team by role beside its owner and its admin of before roles (who keeps everything). */
export const TEAM_OF_A = { scheduler: 'u-sched-a', timekeeper: 'u-time-a', viewer: 'u-view-a' } as const;
/** A member removed from facility A: their record still names it, A no longer lists them. */
export const REMOVED_FROM_A = 'u-removed-a';

/** The base documents with facility A's team (TEAM_OF_A with their roles, their records, and REMOVED_FROM_A's). */
export function teamOfADocs(): Record<string, Record<string, unknown>> {
  const base = baseDocs();
  const user = (uid: string, first: string) => ({
    ...base[`user/${UIDS.adminOfA}`],
    email: emailOf(uid),
    firstName: first,
    lastName: 'Member',
  });
  return {
    ...base,
    'facilities/fac-a': {
      ...base['facilities/fac-a'],
      adminIds: [UIDS.adminOfA, ...Object.values(TEAM_OF_A)],
      memberRoles: {
        [TEAM_OF_A.scheduler]: 'scheduler',
        [TEAM_OF_A.timekeeper]: 'timekeeper',
        [TEAM_OF_A.viewer]: 'viewer',
      },
    },
    [`user/${TEAM_OF_A.scheduler}`]: user(TEAM_OF_A.scheduler, 'Sam'),
    [`user/${TEAM_OF_A.timekeeper}`]: user(TEAM_OF_A.timekeeper, 'Tara'),
    [`user/${TEAM_OF_A.viewer}`]: user(TEAM_OF_A.viewer, 'Vic'),
    [`user/${REMOVED_FROM_A}`]: user(REMOVED_FROM_A, 'Rex'),
  };
}

const callers = new WeakMap<Firestore, string>();

/** Each environment's client of each persona: a test asks for several, a file for hundreds. */
const clients = new WeakMap<RulesTestEnvironment, Map<Persona, Firestore>>();

/**
 * The Firestore of a persona (signed out has no uid): one client a persona for the whole file, as a user keeps one
 * (a new one for each call cost an app and a connection to the emulator each). Reads go to the emulator (a cleared
 * database included); a refused write leaves nothing in the client's cache.
 */
export function dbAs(env: RulesTestEnvironment, persona: Persona): Firestore {
  let ofEnv = clients.get(env);
  if (!ofEnv) clients.set(env, (ofEnv = new Map()));
  const known = ofEnv.get(persona);
  if (known) return known;
  const ctx: RulesTestContext =
    persona === 'signedOut'
      ? env.unauthenticatedContext()
      : env.authenticatedContext(UIDS[persona], { email: EMAILS[UIDS[persona]], email_verified: true });
  const db = ctx.firestore() as unknown as Firestore;
  if (persona !== 'signedOut') callers.set(db, UIDS[persona]);
  ofEnv.set(persona, db);
  return db;
}

/** The uid a persona's Firestore writes as ('nobody' signed out). */
export function callerOf(db: Firestore): string {
  return callers.get(db) ?? 'nobody';
}

export function emailOf(uid: string): string {
  return EMAILS[uid] ?? `${uid}@rules.test`;
}

// ---- documents the rules tests share ----------------------------------------------------------

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const ts = (ms: number) => Timestamp.fromMillis(ms);

/**
 * The company of a test facility, as baseDocs has it and the tests' copies of its facilities keep it: fac-x1 and the
 * copies of it (fac-x2, fac-z1 …) are company X's, fac-y1 company Y's, the others no company's.
 */
const companyOfFacility = (facilityId: string): string | null =>
  /^fac-[xz]\d/.test(facilityId) ? 'co-x' : /^fac-y\d/.test(facilityId) ? 'co-y' : null;

/** A stored shift as the seed writes them (every field present): free, starting in two days. */
export function storedShift(now: number, facilityId: string, extra: Record<string, unknown> = {}) {
  return {
    facilityIdentifier: facilityId,
    companyId: companyOfFacility(facilityId),
    description: 'Day shift',
    isFree: true,
    status: 'active',
    start: ts(now + 2 * DAY),
    end: ts(now + 2 * DAY + 8 * HOUR),
    clockIn: null,
    clockOut: null,
    nurseType: 'CNA',
    numberOfNurse: 1,
    additionalRequirements: [],
    additionalnotes: '',
    nurseId: null,
    createdAt: now - DAY,
    createdBy: 'someone',
    isTest: false,
    tz: 'America/Chicago',
    hasShiftDiscontent: false,
    cancelledAt: null,
    cancelledBy: null,
    cancellationReason: null,
    timesheetAction: null,
    timesheetActionMadeBy: null,
    timesheetActionMadeAt: null,
    ...extra,
  };
}

/** A shift claimed by the worker that ran 8 hours and ended `endedAgo` ms ago (clocked in and out). */
export function workedShift(now: number, facilityId: string, endedAgo = 2 * HOUR, extra: Record<string, unknown> = {}) {
  const end = now - endedAgo;
  return storedShift(now, facilityId, {
    isFree: false,
    nurseId: UIDS.worker,
    start: ts(end - 8 * HOUR),
    end: ts(end),
    clockIn: ts(end - 8 * HOUR),
    clockOut: ts(end),
    createdAt: now - 72 * HOUR,
    ...extra,
  });
}

/** What the portal writes for a new shift (shiftsApi.createShifts). */
export function newShift(now: number, facilityId: string, by: string, extra: Record<string, unknown> = {}) {
  return {
    facilityIdentifier: facilityId,
    companyId: companyOfFacility(facilityId),
    description: 'Evening shift',
    isFree: true,
    status: 'active',
    start: ts(now + DAY),
    end: ts(now + DAY + 8 * HOUR),
    nurseType: 'RN',
    numberOfNurse: 1,
    additionalRequirements: ['MeD Pass'],
    additionalnotes: 'Badge at reception',
    nurseId: null,
    createdAt: now,
    createdBy: by,
    isTest: false,
    tz: 'America/Chicago',
    hasShiftDiscontent: false,
    ...extra,
  };
}

/** What a cancellation writes on the shift (shiftsApi.cancelShift): who, the server's time and why. */
export function cancellation(by: string, reason: Record<string, unknown> = { type: 'noLongerNeeded' }) {
  return { status: 'cancelled', cancelledAt: serverTimestamp(), cancelledBy: by, cancellationReason: reason };
}

/** A review as the portal creates it (reviewsApi.saveReview). */
export function newReview(facilityId: string, reviewerId: string, extra: Record<string, unknown> = {}) {
  return {
    reviewerType: 'facility',
    revieweeType: 'worker',
    nurseId: UIDS.worker,
    facilityIdentifier: facilityId,
    responses: [
      { questionId: 'rating', responseValue: 4 },
      { questionId: 'onTime', responseValue: true },
      { questionId: 'additionalComments', responseValue: 'Great work' },
    ],
    submittedAt: serverTimestamp(),
    status: 'submitted',
    rating: 4,
    reviewerId,
    isTest: false,
    ...extra,
  };
}

/** What the portal changes when a review is submitted again. */
export function resubmission(reviewerId: string, extra: Record<string, unknown> = {}) {
  return {
    responses: [
      { questionId: 'rating', responseValue: 2 },
      { questionId: 'onTime', responseValue: false },
      { questionId: 'additionalComments', responseValue: '' },
    ],
    rating: 2,
    submittedAt: serverTimestamp(),
    status: 'submitted',
    reviewerId,
    ...extra,
  };
}

/** The Disciplinary Form as the portal writes it (discontentApi). */
export function discontentForm(shiftId: string, facilityId: string, by: string, extra: Record<string, unknown> = {}) {
  return {
    shiftIdentifier: shiftId,
    facilityIdentifier: facilityId,
    shiftDiscontentReason: 'lateToWork',
    applyDiscontentCommentTo: 'This shift only',
    shiftDiscontentReasonDetails: 'Arrived 40 minutes late without calling.',
    nurseId: UIDS.worker,
    createdBy: by,
    createdAt: Date.now(),
    ...extra,
  };
}

/**
 * The blocking batch as the portal writes it (blocksApi.applyBlockChange): the facility's blocklist and
 * event, the worker's blocklistedBy and event, and the given shifts of the worker freed.
 */
export function blockingBatch(
  db: Firestore,
  facilityId: string,
  nurseId: string,
  shiftIds: readonly string[] = [],
): WriteBatch {
  const timestamp = ts(Date.now());
  const batch = writeBatch(db);
  batch.update(doc(db, 'facilities', facilityId), {
    blocklist: arrayUnion(nurseId),
    blocklistEvents: arrayUnion({ timestamp, nurseId, reason: 'Late', action: 'blocked' }),
  });
  batch.update(doc(db, 'user', nurseId), {
    blocklistedBy: arrayUnion(facilityId),
    blocklistedByEvents: arrayUnion({ timestamp, facilityId, reason: 'Late', action: 'blocked' }),
  });
  for (const id of shiftIds) {
    addWithHistory(batch, db, id, { isFree: true, nurseId: null }, { kind: 'released', facilityId });
  }
  return batch;
}

/** An invoice as the payment provider writes it under customers/{uid}/invoices. */
export function invoiceDoc(id: string, created: number, status = 'open') {
  return {
    shiftId: `shift-${id}`,
    status,
    shift: { description: 'Day shift', nurseType: 'CNA', numberOfNurse: 1 },
    nurseId: UIDS.worker,
    nurse: { firstName: 'Wendy', lastName: 'Worker' },
    invoice: {
      id,
      number: `SC-${id}`,
      created,
      due_date: created + 14 * 86_400,
      status,
      amount_due: 12_345,
      hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
      lines: { data: [{ amount: 12_345, description: 'CNA shift' }] },
    },
  };
}

/** The name a persona's History entries show: the one of its user record in baseDocs (the rules insist). */
export function nameOf(uid: string): string {
  return personName(baseDocs()[`user/${uid}`] as Parameters<typeof personName>[0], uid);
}

const plain = (d: Record<string, unknown>) => toPlain(d) as Record<string, unknown>;
/** The changes an edit's entry lists: each edit field whose value differs between the stored shift and the write. */
export function editChanges(before: Record<string, unknown>, written: Record<string, unknown>) {
  return changedFields(plain(before), plain(written), SHIFT_EDIT_FIELDS);
}
/** The changes an adjustment's entry lists: Clock In and Clock Out from the counted times to the adjustment's. */
export function adjustChanges(before: Record<string, unknown>, adjustment: Record<string, unknown>) {
  const counted = (before.timesheetAdjustment ?? before) as Record<string, unknown>;
  return changedFields(plain(counted), plain(adjustment), ['clockIn', 'clockOut']);
}

/** A History entry as the portal writes it beside a change of the shift (src/data/history.ts). */
export function historyEntry(shiftId: string, facilityId: string, kind: string, by: string, extra = {}) {
  return {
    kind,
    shiftId,
    facilityId,
    // the shift's company, as storedShift and newShift give it
    companyId: companyOfFacility(facilityId),
    shiftStart: Timestamp.fromMillis(Date.now() + DAY),
    shiftDescription: 'Day shift',
    by,
    byName: nameOf(by),
    at: serverTimestamp(),
    changes: [],
    detail: null,
    workerId: null,
    ...extra,
  };
}

let historySeq = 0;
/**
 * A change of a shift with its History entry, in one batch, as the portal makes it: the entry under the shift, and the
 * shift's historyId naming it. `data` updates the shift, or creates it when `create` is set.
 */
export function withHistory(
  db: Firestore,
  shiftId: string,
  data: Record<string, unknown>,
  entry: { kind: string; facilityId: string; by?: string; extra?: Record<string, unknown> },
  { create = false, batch }: { create?: boolean; batch?: WriteBatch } = {},
): Promise<void> {
  const writer = batch ?? writeBatch(db);
  addWithHistory(writer, db, shiftId, data, entry, create);
  return batch ? Promise.resolve() : writer.commit();
}

/** Adds a change of a shift and its History entry to a batch (see withHistory). */
export function addWithHistory(
  batch: WriteBatch,
  db: Firestore,
  shiftId: string,
  data: Record<string, unknown>,
  entry: { kind: string; facilityId: string; by?: string; extra?: Record<string, unknown> },
  create = false,
): void {
  const entryId = `entry-${Date.now()}-${historySeq++}`;
  batch.set(
    doc(db, 'shifts', shiftId, 'history', entryId),
    historyEntry(shiftId, entry.facilityId, entry.kind, entry.by ?? callerOf(db), entry.extra),
  );
  if (create) batch.set(doc(db, 'shifts', shiftId), { ...data, historyId: entryId });
  else batch.update(doc(db, 'shifts', shiftId), { ...data, historyId: entryId });
}

/** A shift created as the portal creates it: with its 'created' entry, in one batch. */
export function createShift(db: Firestore, shiftId: string, data: Record<string, unknown>): Promise<void> {
  return withHistory(
    db,
    shiftId,
    data,
    { kind: 'created', facilityId: String(data.facilityIdentifier) },
    { create: true },
  );
}

/** A review as the portal writes it: with the shift's 'reviewed' History entry, in one batch (or `update` it). */
export function reviewWithHistory(
  db: Firestore,
  shiftId: string,
  review: Record<string, unknown>,
  { update = false, facilityId = String(review.facilityIdentifier) } = {},
): Promise<void> {
  const batch = writeBatch(db);
  if (update) batch.update(doc(db, 'reviews', shiftId), review);
  else batch.set(doc(db, 'reviews', shiftId), review);
  addWithHistory(batch, db, shiftId, {}, { kind: 'reviewed', facilityId });
  return batch.commit();
}
