// Compliance: the documents each position needs at a facility, and the one rule that judges a worker's
// credentials against them at a moment. Every screen (the worker page, shift details, /compliance, the report) asks
// this file, so they never disagree.
//
// A document is good through its expiry date as the facility's calendar shows it: a licence that expires on the
// shift's last day still covers the shift.
import { POSITIONS, type NurseType } from './types';
import { addDays, calendarDateIn } from './zonedTime';

export const DOCUMENT_TYPES = [
  'nursingLicence',
  'cnaCertificate',
  'tbTest',
  'bls',
  'backgroundCheck',
  'covidVaccination',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  nursingLicence: 'Nursing licence',
  cnaCertificate: 'CNA certificate',
  tbTest: 'TB test',
  bls: 'BLS',
  backgroundCheck: 'Background check',
  covidVaccination: 'COVID vaccination',
};

/** The documents each position needs, as a facility saves them (facilities/{id}.documentRequirements). */
export type DocumentRequirements = Record<NurseType, DocumentType[]>;

/** What a facility that saved none requires (COVID vaccination is added where the facility requires it). */
export const DEFAULT_DOCUMENT_REQUIREMENTS: DocumentRequirements = {
  Caregiver: ['tbTest', 'backgroundCheck'],
  CNA: ['cnaCertificate', 'tbTest', 'bls', 'backgroundCheck'],
  LPN: ['nursingLicence', 'tbTest', 'bls', 'backgroundCheck'],
  RN: ['nursingLicence', 'tbTest', 'bls', 'backgroundCheck'],
};

/** A worker's document as the worker app and marketplace staff write it (user/{workerId}/credentials/{id}). */
export interface Credential {
  id: string;
  type: DocumentType;
  number: string;
  /** the issuing state (USPS code), '' when none */
  state: string;
  /** ms; null for a document that never expires */
  expiresAt: number | null;
  verifiedAt: number | null;
}

/** 'Expires soon' within this many days. */
const EXPIRES_SOON_DAYS = 30;
/** /compliance's Credential problems: claimed shifts that start within this many days. */
export const PROBLEM_WINDOW_DAYS = 14;
/** The compliance report: workers who worked or claimed a shift this many days back (or PROBLEM_WINDOW_DAYS ahead). */
export const REPORT_PAST_DAYS = 90;

/** The facility's fields the requirements depend on. */
export interface RequirementSource {
  /** as stored: unknown document types are ignored */
  documentRequirements: Partial<Record<NurseType, readonly string[]>> | null;
  requiresCovidVaccination: boolean;
}

/** The requirements the table shows: the saved ones, else the defaults (without the facility's COVID addition). */
export function savedOrDefaultRequirements(facility: RequirementSource): DocumentRequirements {
  const saved = facility.documentRequirements;
  return Object.fromEntries(
    POSITIONS.map((p) => {
      const listed: readonly string[] = saved ? (saved[p] ?? []) : DEFAULT_DOCUMENT_REQUIREMENTS[p];
      return [p, DOCUMENT_TYPES.filter((t) => listed.includes(t))];
    }),
  ) as DocumentRequirements;
}

/** The documents a position needs at the facility, in DOCUMENT_TYPES order; none for an unknown position. */
export function requiredDocuments(facility: RequirementSource, position: string): DocumentType[] {
  if (!(POSITIONS as readonly string[]).includes(position)) return [];
  const needed = new Set<DocumentType>(savedOrDefaultRequirements(facility)[position as NurseType]);
  if (facility.requiresCovidVaccination) needed.add('covidVaccination');
  return DOCUMENT_TYPES.filter((t) => needed.has(t));
}

/** The calendar date in tz through which a document is good. */
const lastGoodDay = (expiresAt: number, tz: string) => calendarDateIn(expiresAt, tz);

export type CredentialStatus = 'valid' | 'expiresSoon' | 'expired';
export const CREDENTIAL_STATUS_LABELS: Record<CredentialStatus, string> = {
  valid: 'Valid',
  expiresSoon: 'Expires soon',
  expired: 'Expired',
};

/** A document's status at `now` on the facility's calendar. */
export function credentialStatus(expiresAt: number | null, now: number, tz: string): CredentialStatus {
  if (expiresAt === null) return 'valid';
  const today = calendarDateIn(now, tz);
  const last = lastGoodDay(expiresAt, tz);
  if (last < today) return 'expired';
  return last <= addDays(today, EXPIRES_SOON_DAYS) ? 'expiresSoon' : 'valid';
}

/** Of several documents of one type, the one that counts: the one that expires last (never expiring is last). */
export function countingCredential(credentials: readonly Credential[], type: DocumentType): Credential | null {
  const later = (a: Credential, b: Credential) =>
    a.expiresAt === null || (b.expiresAt !== null && a.expiresAt >= b.expiresAt) ? a : b;
  return credentials.filter((c) => c.type === type).reduce<Credential | null>((a, b) => (a ? later(a, b) : b), null);
}

type ProblemKind = 'missing' | 'expired' | 'expiresBefore';
export interface CredentialProblem {
  type: DocumentType;
  kind: ProblemKind;
}

/**
 * What keeps the worker from being compliant with `required` until `until` (a shift's end; `now` for the worker
 * page), judged at `now` on the facility's calendar: a required document not held, one expired by now, or one whose
 * last good day comes before the day `until` falls on. A shift that ends at midnight ends on the day before.
 */
export function credentialProblems(
  required: readonly DocumentType[],
  credentials: readonly Credential[],
  { now, until, tz }: { now: number; until: number; tz: string },
): CredentialProblem[] {
  const today = calendarDateIn(now, tz);
  const lastDay = calendarDateIn(Math.max(now, until - 1), tz);
  const problems: CredentialProblem[] = [];
  for (const type of required) {
    const held = countingCredential(credentials, type);
    if (!held) problems.push({ type, kind: 'missing' });
    else if (held.expiresAt === null) continue;
    else if (lastGoodDay(held.expiresAt, tz) < today) problems.push({ type, kind: 'expired' });
    else if (lastGoodDay(held.expiresAt, tz) < lastDay) problems.push({ type, kind: 'expiresBefore' });
  }
  return problems;
}

/** A problem as the portal writes it: 'Missing TB test', 'BLS expired', 'BLS expires before the shift'. */
export function problemText({ type, kind }: CredentialProblem): string {
  const label = DOCUMENT_LABELS[type];
  if (kind === 'missing') return `Missing ${label}`;
  if (kind === 'expired') return `${label} expired`;
  return `${label} expires before the shift`;
}

/** The facility fields a judgement needs: its requirements and its zone. */
export type JudgingFacility = RequirementSource & { tz: string };

/** A claimed shift's problems: its worker's documents against its position's requirements, judged at its end. */
function shiftProblems(
  facility: JudgingFacility,
  shift: { nurseType: string; end: number },
  credentials: readonly Credential[],
  now: number,
): CredentialProblem[] {
  return credentialProblems(requiredDocuments(facility, shift.nurseType), credentials, {
    now,
    until: shift.end,
    tz: facility.tz,
  });
}

/**
 * A claimed shift's problems as the portal writes them: shift details' `Credentials` line, /compliance's rows and
 * /today's flag all read this, so they never disagree. A shift already ended is judged at `now`.
 */
export function shiftProblemTexts(
  facility: JudgingFacility,
  shift: { nurseType: string; end: number },
  credentials: readonly Credential[],
  now: number,
): string[] {
  return shiftProblems(facility, shift, credentials, now).map(problemText);
}
