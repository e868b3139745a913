// What browser and emulator tests share: the demo accounts and a way back to a freshly seeded demo.
// @ts-expect-error plain ES module without types
import { seed, toFields } from '../../scripts/seed.mjs';
// @ts-expect-error plain ES module without types
import { buildDemoData, DEMO_PASSWORD as PASSWORD, workerLinkDocs as linkDocs } from '../../scripts/seed/index.mjs';
// @ts-expect-error plain ES module without types
import { DEMO_IDS } from '../../scripts/seed/ids.mjs';
// @ts-expect-error plain ES module without types
import { mapleTodayShifts } from '../../scripts/seed/today.mjs';
import { functionsSettled, setFunctionTriggers } from '../../scripts/functions-host.mjs';
import { defined } from './defined';
import { personName } from '../../src/domain/history';
import type { HistoryActor } from '../../src/data/history';
import type { FacilityCompanies } from '../../src/data/shiftPosting';

export const DEMO_PASSWORD: string = PASSWORD;

/** A seeded document: timestamps are Dates, as scripts/seed/ builds them. */
interface DemoDoc {
  path: string;
  data: Record<string, unknown>;
}

/** The shifts with a role in the demo (DEMO_IDS.shifts of scripts/seed/ids.mjs) and the seeded week. */
export interface DemoSpecial {
  recent: string[];
  awaitingReview: string[];
  /** the current week's entries; none in the week's first minutes, when no shift of it has ended */
  timesheet: string[];
  adjusted: string[];
  rejected: string[];
  reviewed: string;
  cancelled: string[];
  /** the day of the shift at Maple Grove (/today), relative to seeding, and a no-show 20 days before */
  today: { late: string; onShift: string; coming: string; unfilled: string; flagged: string };
  noShow: string;
  weekStart: Date;
  recentWindowMinutes: number;
}

/** The demo data set as of `now`: what a reseed at that moment writes. */
/**
 * The worker link documents the server writes for these shifts (stored shifts' data, their `end` a Date): the seed's
 * own (scripts/seed/index.mjs), for a test that claims shifts as the worker app does.
 */
export const workerLinkDocs = linkDocs as (
  shifts: Record<string, unknown>[],
  companyOf: (facilityId: string) => string | null | undefined,
) => DemoDoc[];

export interface DemoData {
  docs: DemoDoc[];
  special: DemoSpecial;
}

/** The documents the seed writes as of `now` (no emulator involved). */
function demoData(now: number): DemoData {
  return buildDemoData(now) as DemoData;
}

/**
 * The moment to seed so that the seeded week has its three timesheet entries: `now`, except in the first 35 minutes
 * of a week (Chicago), when no shift of it can have ended 30 minutes ago; then 40 minutes earlier, the end of the
 * week before, whose entries have ended. Tests of the entries then look at the week of the returned moment.
 */
export function momentWithTimesheet(now = Date.now()): number {
  return demoData(now).special.timesheet.length ? now : now - 40 * 60_000;
}

/**
 * The moment to seed so that none of the day's shifts placed hours after seeding (scripts/seed/today.mjs: the latest
 * starts 6 hours after) starts after the seeded date in Chicago, leaving the seed's tomorrow with its own two shifts:
 * `at`, except in a Chicago evening, when one would start after midnight (and the month view would show tomorrow's
 * 3:00 PM shift behind '+n more'); then as much earlier, a quarter of an hour at a time, as keeps them off tomorrow.
 * For tests of what the calendar draws on a day; `at` is `now` or another seeding moment (momentWithTimesheet).
 */
export function momentWithTodayOnItsDate(at = Date.now()): number {
  const spills = (t: number) => todayShiftDates(t).some((d) => d > calendarDate(0, t).iso);
  let t = at;
  while (spills(t)) t -= 15 * 60_000;
  return t;
}

/**
 * The Chicago dates (YYYY-MM-DD) of the day's shifts seeded hours ahead (scripts/seed/today.mjs), seeded at `t`: the
 * seed's own placing of them alone, not the whole demo, which momentWithTodayOnItsDate would build up to 25 times (a
 * unit test of it passed its 5 s on a loaded machine).
 */
export function todayShiftDates(t: number): string[] {
  const starts = new Map<string, number>();
  const place = mapleTodayShifts as (make: (id: string, f: string, s: { start: number }) => object, at: number) => void;
  place((id, _facilityId, fields) => {
    starts.set(id, fields.start);
    return { ...fields };
  }, t);
  const ids = Object.values((DEMO_IDS as { shifts: { today: Record<string, string> } }).shifts.today);
  return ids.map((id) => calendarDate(0, defined(starts.get(id), id)).iso);
}

/**
 * The calendar date `days` days after the date of `at` on the clocks of `tz` (the demo facility's zone by default).
 * Calendar days, as the seed and the app count them: at 23:30 before a daylight-saving change, now + 24 hours is
 * two dates away (spring) or still today (autumn, just after midnight).
 */
export function calendarDate(
  days = 0,
  at = Date.now(),
  tz = 'America/Chicago',
): { year: string; month: string; day: string; iso: string } {
  // en-CA writes YYYY-MM-DD: three numbers
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(at).split('-').map(Number);
  const [y, m, d] = parts as [number, number, number];
  const u = new Date(Date.UTC(y, m - 1, d + days));
  const year = String(u.getUTCFullYear());
  const month = String(u.getUTCMonth() + 1).padStart(2, '0');
  const day = String(u.getUTCDate()).padStart(2, '0');
  return { year, month, day, iso: `${year}-${month}-${day}` };
}

/**
 * YYYY-MM-DD of the Sunday (America/Chicago, the timesheet's zone) that starts the week the seed of `now` calls
 * current.
 */
export function seededSunday(now: number): string {
  const weekStart = demoData(now).special.weekStart;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(weekStart);
}

/** The data of the seeded document at `path`; throws when the seed has none (a typo must not pass). */
export function demoDoc(data: DemoData, path: string): Record<string, unknown> {
  const doc = data.docs.find((d) => d.path === path);
  if (!doc) throw new Error(`demoDoc: the seed writes no ${path}`);
  return doc.data;
}

/** Each demo facility's company (null: none), as a session has them: what the posting engine gives its new shifts. */
export const DEMO_COMPANIES: FacilityCompanies = Object.fromEntries(
  demoData(Date.now())
    .docs.filter((d) => /^facilities\/[^/]+$/.test(d.path))
    .map((d) => [d.path.slice('facilities/'.length), (d.data.companyId as string | null | undefined) ?? null]),
);

/** A demo account as the History records it (its uid and the name of its seeded user record). */
export function demoActor(uid: string): HistoryActor {
  return { uid, name: personName(demoDoc(demoData(Date.now()), `user/${uid}`), uid) };
}

function hostPort(value: string | undefined, port: number): [string, number] {
  if (!value) return ['127.0.0.1', port];
  const i = value.lastIndexOf(':');
  return [value.slice(0, i), Number(value.slice(i + 1))];
}

/**
 * Empties the emulators and writes the demo data again, as of `now`, and returns what it wrote, so that a test
 * derives what it expects from the same data instead of assuming where the seed put a shift on the day it runs.
 */
export async function reseedDemo(now = Date.now()): Promise<DemoData> {
  await reseed(now);
  return demoData(now);
}

/** Empties the emulators and writes the demo data again, as of now. */
export async function reseed(now?: number): Promise<{ special: DemoSpecial }> {
  const [firestoreHost, firestorePort] = hostPort(process.env.FIRESTORE_EMULATOR_HOST, 8080);
  const [authHost, authPort] = hostPort(process.env.FIREBASE_AUTH_EMULATOR_HOST, 9099);
  return seed({ firestoreHost, firestorePort, authHost, authPort, now });
}

/**
 * Turns the Cloud Functions' triggers of the emulators on or off (scripts/functions-host.mjs); resolves to whether
 * they were on. Throws when this process knows no functions host (started otherwise than by scripts/emulators.mjs).
 */
export async function functionTriggers(on: boolean): Promise<boolean> {
  const [, firestorePort] = hostPort(process.env.FIRESTORE_EMULATOR_HOST, 8080);
  const was = await setFunctionTriggers(firestorePort, on);
  if (was === null) {
    throw new Error('No functions host is known here: run the tests through npm test or scripts/with-emulators.mjs.');
  }
  return was;
}

/** Resolves once the Cloud Functions on the emulators have handled every write so far and none came for `quietMs`. */
export async function functionsDone(quietMs = 500): Promise<void> {
  const [, firestorePort] = hostPort(process.env.FIRESTORE_EMULATOR_HOST, 8080);
  await functionsSettled(firestorePort, { quietMs });
}

/** The out-of-band codes (password reset) the Auth emulator would have emailed. */
export async function oobCodes(): Promise<{ email: string; oobCode: string; requestType: string }[]> {
  const [host, port] = hostPort(process.env.FIREBASE_AUTH_EMULATOR_HOST, 9099);
  const res = await fetch(`http://${host}:${port}/emulator/v1/projects/demo-shiftcover/oobCodes`);
  const body = (await res.json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] };
  return body.oobCodes;
}

/** Writes documents as a backend would (no rules), 500 to a commit; values as scripts/seed.mjs writes them. */
export async function writeAsBackend(docs: { path: string; data: Record<string, unknown> }[]): Promise<void> {
  const [host, port] = hostPort(process.env.FIRESTORE_EMULATOR_HOST, 8080);
  const db = 'projects/demo-shiftcover/databases/(default)/documents';
  for (let i = 0; i < docs.length; i += 500) {
    const writes = docs
      .slice(i, i + 500)
      .map((d) => ({ update: { name: `${db}/${d.path}`, fields: toFields(d.data) } }));
    const res = await fetch(`http://${host}:${port}/v1/${db}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!res.ok) throw new Error(`writeAsBackend: ${await res.text()}`);
  }
}

/**
 * writeAsBackend with the Cloud Functions' triggers off: data that was already there, not events. Each shift written
 * with them on makes a call of every function on shifts (coverage, insights, Today, worker links, alerts, credentials
 * and more), which load the machine meanwhile and which the next reseed waits for: 60 shifts made some 360.
 */
export async function writeAsExisting(docs: { path: string; data: Record<string, unknown> }[]): Promise<void> {
  const wasOn = await functionTriggers(false);
  try {
    await writeAsBackend(docs);
  } finally {
    await functionTriggers(wasOn);
  }
}

/** Changes only the given fields of a shift, as a backend would (a worker's claim, a cancellation). */
export async function patchAsBackend(shiftId: string, fields: Record<string, string | boolean>): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const name = `projects/demo-shiftcover/databases/(default)/documents/shifts/${shiftId}`;
  const mask = Object.keys(fields)
    .map((f) => `updateMask.fieldPaths=${f}`)
    .join('&');
  const values = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === 'boolean' ? { booleanValue: v } : { stringValue: v }]),
  );
  const res = await fetch(`http://${host}/v1/${name}?${mask}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: values }),
  });
  if (!res.ok) throw new Error(`patchAsBackend: ${await res.text()}`);
}
