// The PBJ file against CMS's PBJ Data Specifications v4.10.0: each item's XSD type, length and pattern, its code list,
// and the submission edits a file can be checked for alone (edit ids in the names). Source: the specification's
// nhpbj_4_10_0.xsd and item values, as republished in github.com/zannettidigitalassets-spec/spreadrun
// (pylib/spreadrun_api/validators/pbj/).
import { describe, expect, it } from 'vitest';
import { pbjReport, pbjXml, quarterDates, type FiscalQuarter, type PbjEntry } from '../src/domain/pbj';

const TZ = 'America/Chicago';
const at = (iso: string) => Date.parse(iso);
const Q: FiscalQuarter = { fiscalYear: 2027, quarter: 1 };

/** The XSD's sequences: each element's children in order, with their least and most occurrences (0: unbounded). */
const SEQUENCES: Record<string, [string, number, number][]> = {
  nursingHomeData: [
    ['header', 1, 1],
    ['employees', 0, 1],
    ['staffingHours', 0, 1],
  ],
  header: [
    ['facilityId', 1, 1],
    ['stateCode', 1, 1],
    ['reportQuarter', 1, 1],
    ['federalFiscalYear', 1, 1],
    ['softwareVendorName', 0, 1],
    ['softwareVendorEmail', 0, 1],
    ['softwareProductName', 0, 1],
    ['softwareProductVersion', 0, 1],
  ],
  employees: [['employee', 0, 0]],
  employee: [
    ['employeeId', 1, 1],
    ['hireDate', 0, 1],
    ['terminationDate', 0, 1],
  ],
  staffingHours: [['staffHours', 0, 0]],
  staffHours: [
    ['employeeId', 1, 1],
    ['workDays', 1, 1],
  ],
  workDays: [['workDay', 1, 0]],
  workDay: [
    ['date', 1, 1],
    ['hourEntries', 1, 0],
  ],
  hourEntries: [['hourEntry', 1, 0]],
  hourEntry: [
    ['hours', 1, 1],
    ['jobTitleCode', 1, 1],
    ['payTypeCode', 1, 1],
  ],
};
const STATES = (
  'AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH ' +
  'OK OR PA PR RI SC SD TN TX UT VA VI VT WA WI WV WY'
).split(' ');
const TEXT_802 = /^[a-zA-Z0-9\-.+/@_,' &]*$/;
const TEXT_690 = /^[a-zA-Z0-9\-.+/@_,' ]*$/;
const EMPLOYEE_ID = /^[a-zA-Z0-9_,.\-\\ ]*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const entry = (id: string, nurseId: string, nurseType: string, from: string, to: string): PbjEntry => ({
  id,
  nurseId,
  nurseType,
  clockIn: at(from),
  clockOut: at(to),
  adjustment: null,
});

function sampleFile(): string {
  const report = pbjReport(
    [
      entry('a', 'worker-ana', 'CNA', '2026-10-31T23:00:00-05:00', '2026-11-01T07:00:00-06:00'),
      entry('b', 'worker-ben', 'RN', '2026-12-31T19:00:00-06:00', '2027-01-01T07:00:00-06:00'),
      entry('c', 'worker-ana', 'LPN', '2026-11-02T07:00:00-06:00', '2026-11-02T15:00:00-06:00'),
      entry(
        'd',
        'someone/with:odd characters and a long id',
        'RN',
        '2026-10-01T07:00:00-05:00',
        '2026-10-01T19:00:00-05:00',
      ),
      entry('e', 'worker-cal', 'Caregiver', '2026-10-02T07:00:00-05:00', '2026-10-02T15:00:00-05:00'),
    ],
    Q,
    TZ,
  );
  return pbjXml({
    pbjFacilityId: 'WI5678',
    stateCode: 'WI',
    quarter: Q,
    report,
    hireDates: { 'worker-ana': '2025-03-04', 'worker-ben': '2026-12-31' },
  });
}

const children = (el: Element) => [...el.children];
const text = (el: Element | null | undefined) => el?.textContent ?? '';
const one = (el: Element, name: string) => el.getElementsByTagName(name)[0] ?? null;
const all = (el: Element | Document, name: string) => [...el.getElementsByTagName(name)];

describe('the PBJ file against the specification (v4.10.0)', () => {
  const xml = sampleFile();
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const root = doc.documentElement;

  it('is well-formed ASCII XML with the root nursingHomeData', () => {
    expect(all(doc, 'parsererror')).toHaveLength(0);
    expect(root.tagName).toBe('nursingHomeData');
    expect([...xml].every((c) => c.charCodeAt(0) < 128)).toBe(true);
  });

  it('follows the XSD: every element in its sequence, order and number of occurrences', () => {
    for (const el of [root, ...all(root, '*')]) {
      const seq = SEQUENCES[el.tagName];
      if (!seq) continue;
      const names = children(el).map((c) => c.tagName);
      const order = names.map((n) => seq.findIndex(([s]) => s === n));
      expect(order, `${el.tagName}: ${names.join(',')}`).not.toContain(-1);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      for (const [name, min, max] of seq) {
        const count = names.filter((n) => n === name).length;
        expect(count, `${el.tagName}/${name}`).toBeGreaterThanOrEqual(min);
        if (max) expect(count, `${el.tagName}/${name}`).toBeLessThanOrEqual(max);
      }
    }
  });

  it('header: fileSpecVersion 4.10.0 (-1021), facilityId 1-16 (-3702, -3793), stateCode of the list (-3676)', () => {
    const header = one(root, 'header')!;
    expect(header.getAttribute('fileSpecVersion')).toBe('4.10.0');
    expect(text(one(header, 'facilityId'))).toBe('WI5678');
    expect(text(one(header, 'facilityId')).length).toBeLessThanOrEqual(16);
    expect(STATES).toContain(text(one(header, 'stateCode')));
  });

  it('header: reportQuarter 1-4 and federalFiscalYear 2016-9999 (-3676, -3679); Q1 of FY2027 is Oct-Dec 2026', () => {
    const header = one(root, 'header')!;
    expect(text(one(header, 'reportQuarter'))).toBe('1');
    expect(text(one(header, 'federalFiscalYear'))).toBe('2027');
  });

  it('header: the software items within their lengths and characters (-3802, -3690, -3793)', () => {
    const header = one(root, 'header')!;
    const vendor = text(one(header, 'softwareVendorName'));
    const product = text(one(header, 'softwareProductName'));
    const version = text(one(header, 'softwareProductVersion'));
    expect(vendor.length).toBeGreaterThan(0);
    expect(vendor.length).toBeLessThanOrEqual(30);
    expect(vendor).toMatch(TEXT_802);
    expect(product.length).toBeLessThanOrEqual(50);
    expect(product).toMatch(TEXT_802);
    expect(version.length).toBeLessThanOrEqual(20);
    expect(version).toMatch(TEXT_690);
  });

  it('employees: one per worker with hours, employeeId of 1-30 allowed characters (-4004, -4018), no duplicate', () => {
    const ids = all(one(root, 'employees')!, 'employeeId').map((e) => text(e));
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) {
      expect(id.length).toBeGreaterThan(0);
      expect(id.length).toBeLessThanOrEqual(30);
      expect(id).toMatch(EMPLOYEE_ID);
    }
    expect(ids).toContain('worker-ana');
    expect(ids).not.toContain('worker-cal');
  });

  it('employees: hireDate a date YYYY-MM-DD from 1895 to 2050 (-3677, -1009, -4019), absent when unknown', () => {
    const dates = all(root, 'hireDate').map(text);
    expect(dates).toEqual(['2025-03-04', '2026-12-31']);
    for (const d of dates) expect(d >= '1895-01-01' && d <= '2050-12-31' && DATE.test(d)).toBe(true);
  });

  it('staffingHours: processType merge (-4008), every employeeId listed in employees (-4016)', () => {
    const sh = one(root, 'staffingHours')!;
    expect(sh.getAttribute('processType')).toBe('merge');
    const listed = new Set(all(one(root, 'employees')!, 'employeeId').map(text));
    for (const s of all(sh, 'staffHours')) expect(listed).toContain(text(one(s, 'employeeId')));
  });

  it('workDay: a date of the report quarter (-3677, -1010), hours 0-22.5 with two decimals (-3679)', () => {
    const { first, last } = quarterDates(Q);
    for (const d of all(root, 'workDay')) {
      const date = text(one(d, 'date'));
      expect(date).toMatch(DATE);
      expect(date >= first && date <= last).toBe(true);
    }
    for (const h of all(root, 'hours').map(text)) {
      expect(h).toMatch(/^\d{1,2}\.\d{2}$/);
      expect(Number(h)).toBeGreaterThanOrEqual(0);
      expect(Number(h)).toBeLessThanOrEqual(22.5);
    }
  });

  it('hourEntry: jobTitleCode 7, 9 or 10 of the code list, payTypeCode 3 Contract (-3676)', () => {
    const codes = all(root, 'jobTitleCode').map((e) => Number(text(e)));
    expect(new Set(codes)).toEqual(new Set([7, 9, 10]));
    expect(new Set(all(root, 'payTypeCode').map(text))).toEqual(new Set(['3']));
  });

  it("an employee's hours of one date, all job titles, at most 22.5 (-4025); the split hours of the DST night", () => {
    for (const s of all(root, 'staffHours')) {
      for (const d of all(s, 'workDay')) {
        const sum = all(d, 'hours').reduce((t, h) => t + Number(text(h)), 0);
        expect(sum).toBeLessThanOrEqual(22.5);
      }
    }
    const ana = all(root, 'staffHours').find((s) => text(one(s, 'employeeId')) === 'worker-ana')!;
    const days = all(ana, 'workDay').map((d) => [text(one(d, 'date')), text(one(d, 'hours'))]);
    expect(days).toEqual([
      ['2026-10-31', '1.00'],
      ['2026-11-01', '8.00'],
      ['2026-11-02', '8.00'],
    ]);
  });
});
