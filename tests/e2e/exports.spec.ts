// The CSVs the portal saves (CONTRACT 'Exports'), with a worker, a description and notes a spreadsheet would run as
// formulas, and an accented name: the payroll CSV of the timesheet and the shift export's report.csv.
import { chicagoSpreadsheet } from '../support/chicago';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './clock';
import { demoDoc, momentWithTimesheet, reseed, reseedDemo, seededSunday, writeAsBackend } from '../support/demo';
import { signIn } from './helpers';

const HOSTILE_FIRST = '=HYPERLINK("https://evil.test","Casey")';
const HOSTILE_NAME = `${HOSTILE_FIRST} Doe`;
const ACCENTED_NAME = 'Zoë Ångström';
const HOSTILE_DESCRIPTION = "=cmd|' /C calc'!A0";
const HOSTILE_NOTES = '@SUM(1+1) at the side door';
const DASH_NOTES = '-Night shift, side door';

let sunday = '';
let template: Record<string, unknown> = {};

const mdY = (ymd: string) => `${ymd.slice(5, 7)}-${ymd.slice(8, 10)}-${ymd.slice(0, 4)}`;

test.beforeAll(async () => {
  const seededAt = momentWithTimesheet();
  const demo = await reseedDemo(seededAt);
  sunday = seededSunday(seededAt);
  // two more entries of the seeded week at Maple Grove, each a copy of one the seed placed there
  template = demoDoc(demo, `shifts/${demo.special.timesheet[0]}`);
  const worker = (id: string, firstName: string, lastName: string) => ({
    path: `user/${id}`,
    data: { ...demoDoc(demo, 'user/worker-1'), email: `${id}@workers.shiftcover.test`, firstName, lastName },
  });
  const shift = (id: string, nurseId: string, description: string, additionalnotes: string) => {
    const { historyId: _, ...data } = template;
    return { path: `shifts/${id}`, data: { ...data, id, nurseId, description, additionalnotes } };
  };
  await writeAsBackend([
    worker('worker-hostile', HOSTILE_FIRST, 'Doe'),
    worker('worker-accented', 'Zoë', 'Ångström'),
    shift('export-hostile', 'worker-hostile', HOSTILE_DESCRIPTION, HOSTILE_NOTES),
    shift('export-accented', 'worker-accented', 'Cover for Zoë', DASH_NOTES),
  ]);
});

// the demo as seeded for the files after this one
test.afterAll(async () => {
  await reseed();
});

/** The file a download saved: its bytes, and its text read as UTF-8 (the byte order mark kept as U+FEFF). */
async function saved(download: Download): Promise<{ bytes: Buffer; text: string }> {
  const bytes = await readFile((await download.path())!);
  return { bytes, text: bytes.toString('utf8') };
}

/** The rows of a CSV, by its header (papaparse drops the byte order mark). */
const rowsOf = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });

/** Every cell a spreadsheet would run as a formula: none may be left (a plain number such as -3.5 is not one). */
const formulas = (rows: Record<string, string>[]) =>
  rows.flatMap((r) => Object.values(r)).filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));

async function expectUtf8WithBom(file: { bytes: Buffer }) {
  expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // the accented name in UTF-8, as Excel reads it with the mark
  expect(file.bytes.includes(Buffer.from(ACCENTED_NAME, 'utf8'))).toBe(true);
}

async function downloadExport(page: Page, from: string, to: string): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Start Date between' });
  await dialog.getByLabel('From Date').fill(from);
  await dialog.getByLabel('End Date').fill(to);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  return downloading;
}

test('payroll CSV and report.csv: a byte order mark, formulas written as text, accented names intact', async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test', { at: `/timesheet?date=${sunday}` });
  const table = page.getByRole('table', { name: 'Timesheet' });
  // the seed's three entries and the two added, between the header and the Total hours
  await expect(table.getByRole('row')).toHaveCount(7, { timeout: 25_000 });
  // on the screen the name is text as it is
  await expect(table.getByRole('row').filter({ hasText: HOSTILE_NAME })).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download payroll CSV' }).click();
  const payroll = await saved(await downloading);
  await expectUtf8WithBom(payroll);
  expect(payroll.text.startsWith('\uFEFFWorker,Position,Shift,Clock In,Clock Out,Hours,Status,Approved by\r\n')).toBe(
    true,
  );
  // the name's quotes doubled inside a quoted cell that begins with '
  expect(payroll.text).toContain(`"'=HYPERLINK(""https://evil.test"",""Casey"") Doe"`);
  const payrollRows = rowsOf(payroll.text).data;
  expect(payrollRows.map((r) => r.Worker)).toEqual(expect.arrayContaining([`'${HOSTILE_NAME}`, ACCENTED_NAME]));
  const accented = payrollRows.find((r) => r.Worker === ACCENTED_NAME)!;
  expect(accented['Clock In']).toBe(chicagoSpreadsheet(template.clockIn as Date));
  expect(formulas(payrollRows)).toEqual([]);

  // report.csv of the dates the copied shift starts on
  const day = mdY(chicagoSpreadsheet(template.start as Date).slice(0, 10));
  await page.goto('/shifts');
  const report = await saved(await downloadExport(page, day, day));
  await expectUtf8WithBom(report);
  expect(report.text.startsWith('\uFEFFShift ID,')).toBe(true);
  const reportRows = rowsOf(report.text).data;
  expect(reportRows.find((r) => r['Shift ID'] === 'export-hostile')).toMatchObject({
    Description: `'${HOSTILE_DESCRIPTION}`,
    'Nurse Name': `'${HOSTILE_NAME}`,
    Notes: `'${HOSTILE_NOTES}`,
  });
  expect(reportRows.find((r) => r['Shift ID'] === 'export-accented')).toMatchObject({
    Description: 'Cover for Zoë',
    'Nurse Name': ACCENTED_NAME,
    Notes: `'${DASH_NOTES}`,
    'Start Time': chicagoSpreadsheet(template.start as Date),
    'End Time': chicagoSpreadsheet(template.end as Date),
  });
  expect(formulas(reportRows)).toEqual([]);
});
