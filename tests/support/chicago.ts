// The demo facility's clocks (America/Chicago), spelled out with Intl in the tests rather than through the app's own
// formats, so that a test of a time does not share the code it checks.

/** The parts of an instant on the facility's clocks, as Intl spells them with `options`. */
const chicagoParts = (at: number | Date, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', ...options })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );

/** An instant on the facility's clocks as a datetime-local input holds it: YYYY-MM-DDTHH:mm. */
export function chicagoInput(at: number | Date): string {
  const p = chicagoParts(at, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** An instant as the CSVs write it on the facility's clocks, a date and time a spreadsheet reads: YYYY-MM-DD HH:mm. */
export const chicagoSpreadsheet = (at: number | Date) => chicagoInput(at).replace('T', ' ');

/** An instant as the shift tables show it on the facility's clocks: MM/DD/YYYY h:mm AM. */
export function chicagoShiftTime(at: number | Date): string {
  const p = chicagoParts(at, {
    hour12: true,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${String(p.dayPeriod).toUpperCase()}`;
}
