// Every demo worker's documents (compliance), as the worker app and marketplace staff write them under
// user/{workerId}/credentials: what their position needs at a facility that saved no requirements, and COVID
// vaccination (Lakeside East requires it), each good for a year or more; worker-7 also keeps a lapsed BLS card beside
// its renewal (the one that expires last counts). And CONTRACT's three problem cases among Maple Grove's claimed
// shifts of the next 14 days: an expired document, one that expires before the shift, one required and not held.

const DAY = 86_400_000;

/** The seeded problem cases: the shift, its worker and the document at fault (tests derive their rows from these). */
export const COMPLIANCE_CASES = {
  expired: { shiftId: 'mg-shift-25', workerId: 'worker-10', type: 'bls' },
  expiresBefore: { shiftId: 'mg-shift-26', workerId: 'worker-3', type: 'tbTest' },
  missing: { shiftId: 'mg-shift-27', workerId: 'worker-6', type: 'backgroundCheck' },
};

const NUMBER_PREFIX = {
  nursingLicence: 'NL',
  cnaCertificate: 'CNA',
  tbTest: 'TB',
  bls: 'BLS',
  backgroundCheck: 'BG',
  covidVaccination: 'CV',
};
/** Documents that do not expire. */
const LASTING = ['backgroundCheck', 'covidVaccination'];

/**
 * The credential documents. `requirements`: the documents each position needs by default (src/domain/compliance's
 * DEFAULT_DOCUMENT_REQUIREMENTS); `shifts`: the demo's shifts (the cases' times come from theirs).
 */
export function credentialDocs({ now, baseCreated, workers, shifts, requirements }) {
  const startOf = (id) => {
    const shift = shifts.find((s) => s.id === id);
    if (!shift) throw new Error(`seed: no ${id} for the compliance cases`);
    return shift.start instanceof Date ? shift.start.getTime() : shift.start;
  };
  const caseOf = (workerId, type) =>
    Object.entries(COMPLIANCE_CASES).find(([, c]) => c.workerId === workerId && c.type === type)?.[0];
  const docs = [];
  const add = (workerId, id, data) => docs.push({ path: `user/${workerId}/credentials/${id}`, data });
  workers.forEach((w, i) => {
    [...requirements[w.nurseType], 'covidVaccination'].forEach((type, j) => {
      const problem = caseOf(w.id, type);
      if (problem === 'missing') return;
      // good for 13 months to about 3 years, each a different day
      let expiresAt = LASTING.includes(type) ? null : new Date(now + (400 + 37 * i + 53 * j) * DAY);
      if (problem === 'expired') expiresAt = new Date(now - 10 * DAY);
      // good through the day before the shift's (on the facility's calendar: 24 hours before its start)
      if (problem === 'expiresBefore') expiresAt = new Date(startOf(COMPLIANCE_CASES.expiresBefore.shiftId) - DAY);
      add(w.id, type, {
        type,
        number: `${NUMBER_PREFIX[type]}-WI-${String(204817 + 1931 * i + 97 * j)}`,
        state: 'WI',
        expiresAt,
        verifiedAt: new Date(baseCreated + (i + j) * DAY),
      });
    });
  });
  add('worker-7', 'bls-lapsed', {
    type: 'bls',
    number: 'BLS-WI-118204',
    state: 'WI',
    expiresAt: new Date(now - 40 * DAY),
    verifiedAt: new Date(baseCreated),
  });
  return docs;
}
