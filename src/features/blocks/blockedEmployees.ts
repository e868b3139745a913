// The Blocked Employees rows, from the facility profiles already in the session (pure).
import type { BlocklistEvent, Facility } from '../../domain/types';
import type { WorkerInfo } from '../../data/users';

export interface BlockedRow {
  facilityId: string;
  facilityName: string;
  tz: string;
  nurseId: string;
  workerName: string;
  position: string;
  /** the time of the last 'blocked' event for the worker; null when the facility has no event for them */
  blockedAt: number | null;
  reason: string;
}

/** The facility's last 'blocked' event for the worker. */
export function lastBlockedEvent(events: readonly BlocklistEvent[], nurseId: string): BlocklistEvent | null {
  let last: BlocklistEvent | null = null;
  for (const e of events) {
    if (e?.nurseId === nurseId && e.action === 'blocked' && (!last || e.timestamp >= last.timestamp)) last = e;
  }
  return last;
}

/** One row per worker in each facility's blocklist, most recently blocked first. */
export function blockedRows(
  facilities: readonly Pick<Facility, 'id' | 'facilityName' | 'tz' | 'blocklist' | 'blocklistEvents'>[],
  workers: Readonly<Record<string, WorkerInfo>>,
): BlockedRow[] {
  const rows: BlockedRow[] = [];
  for (const f of facilities) {
    for (const nurseId of new Set(f.blocklist ?? [])) {
      const event = lastBlockedEvent(f.blocklistEvents ?? [], nurseId);
      rows.push({
        facilityId: f.id,
        facilityName: f.facilityName,
        tz: f.tz,
        nurseId,
        workerName: workers[nurseId]?.name ?? '',
        position: workers[nurseId]?.nurseType ?? '',
        blockedAt: event?.timestamp ?? null,
        reason: event?.reason ?? '',
      });
    }
  }
  return rows.sort((a, b) => (b.blockedAt ?? 0) - (a.blockedAt ?? 0) || a.nurseId.localeCompare(b.nurseId));
}

/** True when the worker is in the facility's blocklist. */
export function isBlockedAt(facility: Pick<Facility, 'blocklist'> | null | undefined, nurseId: string): boolean {
  return Boolean(facility?.blocklist?.includes(nurseId));
}
