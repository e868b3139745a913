// Compliance: the names CONTRACT.md fixes ('Compliance', 'Document requirements', 'Save requirements',
// 'Saved document requirements', 'Credential problems', 'Credentials', 'Compliant', the report) and the texts around
// them. The document labels, statuses and problems are the domain's (domain/compliance.ts).
export const COMPLIANCE_TITLE = 'Compliance';

export const REQUIREMENTS_TITLE = 'Document requirements';
export const REQUIREMENTS_NOTE =
  'The documents a worker must hold to work each position here. COVID vaccination is added to every position while ' +
  'the facility requires it (its profile).';
export const DEFAULTS_NOTE = 'Nothing saved yet: these are the usual requirements.';
export const POSITION_COLUMN = 'Position';
export const SAVE_REQUIREMENTS = 'Save requirements';
export const REQUIREMENTS_SAVED = 'Saved document requirements';
export const REQUIREMENTS_SAVE_FAILED = 'The document requirements were not saved. Try again.';
export const REQUIREMENTS_REFUSED = 'Only the members of this facility may change its document requirements.';
export const COVID_BY_FACILITY = 'required by the facility';

export const PROBLEMS_TITLE = 'Credential problems';
export const PROBLEMS_NOTE = 'Claimed shifts of the next 14 days whose worker is not covered until the shift ends.';
export const NO_PROBLEMS = 'Every worker of the next 14 days holds the documents their shift needs.';
export const PROBLEMS_FAILED = 'The claimed shifts could not be checked.';
/** Under the table, how far the check went (a page at a time, soonest first). */
export const CHECKED_ALL = 'Checked every claimed shift of the next 14 days.';
export const checkedBefore = (when: string) => `Checked the claimed shifts starting before ${when}.`;
export const NO_PROBLEMS_SO_FAR = 'No problems among the shifts checked so far; later shifts are not checked yet.';
export const CHECK_LATER = 'Check later shifts';
export const PROBLEM_COLUMNS = { worker: 'Worker', shift: 'Shift', problem: 'Problem' } as const;

export const RELEASE = 'Release';
export const RELEASE_TITLE = 'Release the worker from this shift';
export const releaseIntro = (worker: string, shift: string) =>
  `${worker} is taken off ${shift}; the shift is open to claim again.`;
export const RELEASED = 'Worker released from the shift';
export const RELEASE_FAILED = 'The worker was not released. Try again.';
export const RELEASE_CHANGED =
  'The shift changed meanwhile (claimed by someone else, released or started): nothing was done.';

export const DOWNLOAD_REPORT = 'Download compliance report';
export const REPORT_FAILED = 'The compliance report could not be made. Try again.';
export const REPORT_COLUMNS = ['Worker', 'Position', 'Document', 'Number', 'Expires', 'Status'] as const;
/** The report's status of a required document the worker does not hold. */
export const MISSING_STATUS = 'Missing';
/** The report's status of a worker whose documents are not shared with the facility. */
export const NOT_SHARED_STATUS = 'Not shared';
export const reportFileName = (date: string) => `compliance-${date}.csv`;

export const CREDENTIALS_TITLE = 'Credentials';
export const CREDENTIAL_COLUMNS = {
  document: 'Document',
  number: 'Number',
  expires: 'Expires',
  status: 'Status',
} as const;
export const NO_CREDENTIALS = 'No documents on file.';
export const NEVER_EXPIRES = 'Does not expire';
export const CREDENTIALS_FAILED = 'The documents could not be read.';
/** The worker page and shift details of a worker not linked to the viewer (domain/workerLinks.ts). */
export const notShared = (days: number) =>
  `This worker has not claimed or worked a shift here in the last ${days} days, so their documents are not shared ` +
  'with you.';
export const lacksAt = (facility: string, problems: string) => `For ${facility}: ${problems}.`;
export const MEETS_REQUIREMENTS = 'Holds every document this facility requires of the position.';

export const COMPLIANT = 'Compliant';
