// The compliance report: a row per document of each worker who worked or claimed a shift here in the last
// 90 days or the next 14, with its status today, and a row per required document the worker lacks. Rows only;
// lib/download saves them on click.
import type { CsvCell } from '../../domain/csv';
import {
  CREDENTIAL_STATUS_LABELS,
  credentialStatus,
  DOCUMENT_LABELS,
  DOCUMENT_TYPES,
  requiredDocuments,
  type Credential,
  type JudgingFacility,
} from '../../domain/compliance';
import { calendarDateIn } from '../../domain/zonedTime';
import type { WorkerInfo } from '../../data/users';
import { MISSING_STATUS, NOT_SHARED_STATUS, REPORT_COLUMNS } from './messages';

/** The report's rows, the header first: workers by name, their documents in the order of the requirements table. */
export function complianceRows(
  facility: JudgingFacility,
  workerIds: readonly string[],
  workers: Record<string, WorkerInfo>,
  credentials: Record<string, Credential[] | null>,
  now: number,
): CsvCell[][] {
  const named = workerIds.map((id) => ({ id, name: workers[id]?.name || id, position: workers[id]?.nurseType ?? '' }));
  named.sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
  const rows = named.flatMap(({ id, name, position }) => {
    const held = credentials[id];
    // not shared with this facility (the worker's link ran out meanwhile): said, not reported as missing
    if (held === null) return [[name, position, null, null, null, NOT_SHARED_STATUS]];
    const required = requiredDocuments(facility, position);
    return DOCUMENT_TYPES.flatMap((type): CsvCell[][] => {
      const ofType = (held ?? [])
        .filter((c) => c.type === type)
        .sort((a, b) => (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity));
      if (ofType.length === 0)
        return required.includes(type) ? [[name, position, DOCUMENT_LABELS[type], null, null, MISSING_STATUS]] : [];
      return ofType.map((c) => [
        name,
        position,
        DOCUMENT_LABELS[type],
        c.number || null,
        c.expiresAt === null ? null : calendarDateIn(c.expiresAt, facility.tz),
        CREDENTIAL_STATUS_LABELS[credentialStatus(c.expiresAt, now, facility.tz)],
      ]);
    });
  });
  return [[...REPORT_COLUMNS], ...rows];
}
