// A company user's facility choice in the URL (`?facility=lakeside-south`), so that a reload or a copied link keeps
// it. The choice itself is the session's (session/sessionSlice: facilityChoice); this is how the two stay the same.

/** The query parameter that carries the chosen facility's id; absent: the tab's choice (`All facilities` at first). */
const FACILITY_PARAM = 'facility';

/** The facility id a URL's query names, if any. */
export function facilityParamOf(search: string): string | null {
  return new URLSearchParams(search).get(FACILITY_PARAM) || null;
}

/** `search` naming `facilityId` (null: without the parameter), its other parameters kept. */
export function searchWithFacility(search: string, facilityId: string | null): string {
  const params = new URLSearchParams(search);
  if (facilityId === null) params.delete(FACILITY_PARAM);
  else params.set(FACILITY_PARAM, facilityId);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What keeps the URL and the choice the same: take the URL's facility, write the choice into the URL, or nothing. */
export type FacilityUrlStep = { kind: 'choose'; facilityId: string } | { kind: 'write'; search: string } | null;

/**
 * One step of keeping them the same, each time the URL or the choice changes. A facility the URL newly names (a
 * reload, a pasted link, Back) is chosen when it is in scope; otherwise the URL is made to name the choice: after a
 * choice on a screen, after a link that names none (the choice goes on), and instead of a facility out of scope.
 */
export function facilityUrlStep({
  search,
  previousParam,
  chosen,
  scopeIds,
}: {
  search: string;
  /** the facility the URL named at the previous step (undefined: there was none, the first step) */
  previousParam: string | null | undefined;
  /** the current choice, in scope (null: `All facilities`) */
  chosen: string | null;
  scopeIds: readonly string[];
}): FacilityUrlStep {
  const param = facilityParamOf(search);
  if (param !== previousParam && param !== null && param !== chosen && scopeIds.includes(param))
    return { kind: 'choose', facilityId: param };
  if (param !== chosen) return { kind: 'write', search: searchWithFacility(search, chosen) };
  return null;
}
