// Credential problems, the notification: a claimed shift that starts within PROBLEM_WINDOW_DAYS whose worker's
// documents fail the facility's requirements for its position (compliance.ts, the same judgement /compliance shows).
// Pure: the Cloud Functions (functions/src/credentialNotices.ts) read the shift, the facility and the documents, and
// write what this decides.
import {
  credentialProblems,
  problemText,
  PROBLEM_WINDOW_DAYS,
  requiredDocuments,
  type Credential,
  type CredentialProblem,
  type JudgingFacility,
} from './compliance';
import { formatWithZone } from './formats';
import { personName } from './history';
import { escapeHtml, type MessageShiftFacts, type MessageWords } from './notifications';

const DAY_MS = 24 * 3_600_000;
/** One text message segment (GSM-7): a longer text is sent, and billed, as several. */
const SMS_SEGMENT = 160;

/** A shift as the credential check reads it. */
export interface CredentialShift {
  id: string;
  facilityId: string;
  start: number;
  end: number;
  nurseType: string;
  nurseId: string | null;
  status: string;
  isFree: boolean;
}

/** One problem to tell, once per shift, worker and problem (its key). */
export interface CredentialNotice {
  key: string;
  problem: CredentialProblem;
}

/**
 * Whether the shift is one the check looks at, at `now`: claimed (a worker, not free), not cancelled, and starting
 * after `now` and within PROBLEM_WINDOW_DAYS. A shift already started is the Today screen's concern, not a notice's.
 */
export function credentialCheckDue(
  shift: CredentialShift,
  now: number,
): shift is CredentialShift & { nurseId: string } {
  if (shift.status === 'cancelled' || shift.isFree || !shift.nurseId) return false;
  return shift.start > now && shift.start - now <= PROBLEM_WINDOW_DAYS * DAY_MS;
}

/**
 * The problems of a due shift's worker to tell at `now`, judged on the facility's calendar through the shift's end. A
 * document that expires before the shift and later expires outright is one problem (its date does not cover the
 * shift), told once; a document missing, and then held with a date that does not cover the shift, is two. Another
 * worker's claim of the same shift is a new event (the key names the worker).
 */
export function credentialNoticesOf(
  shift: CredentialShift,
  facility: JudgingFacility,
  credentials: readonly Credential[],
  now: number,
): CredentialNotice[] {
  if (!credentialCheckDue(shift, now)) return [];
  const problems = credentialProblems(requiredDocuments(facility, shift.nurseType), credentials, {
    now,
    until: shift.end,
    tz: facility.tz,
  });
  return problems.map((problem) => ({
    key: `credentials-${shift.id}-${shift.nurseId}-${problem.type}-${problem.kind === 'missing' ? 'missing' : 'date'}`,
    problem,
  }));
}

/**
 * What a credential notice says: the problem (compliance.ts's words: 'Missing TB test', 'BLS expires before the
 * shift'), the worker's full name (else 'the worker'), the position, the shift's start in the facility's zone, the
 * facility and the link. The text message is one line, the link last, in plain ASCII, within one segment where it
 * can.
 */
export function credentialWords(problems: readonly CredentialProblem[], facts: MessageShiftFacts): MessageWords {
  const name = facts.worker ? personName(facts.worker, '') : '';
  const who = name || 'the worker';
  const when = formatWithZone(facts.start, facts.tz);
  const what = problems.map(problemText).join(', ');
  const line = `${what} for ${who}, who claimed the ${facts.position} shift at ${facts.facilityName} starting ${when}.`;
  const sms = `${what}: ${who}, ${facts.position} ${when}, ${facts.facilityName} ${facts.link}`;
  return {
    subject: `Credential problem: ${what} · ${facts.position} ${when} · ${facts.facilityName}`,
    text: `${line}\n\nOpen the shift: ${facts.link}`,
    html: `<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(facts.link)}">Open the shift</a></p>`,
    // the sender's name goes where the text would take a second segment: the number and the link say who sends it
    sms: `ShiftCover: ${sms}`.length <= SMS_SEGMENT ? `ShiftCover: ${sms}` : sms,
  };
}
