// Small inline icons (the portal ships no icon font). Decorative: the text or aria-label beside them names them.
const base = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 16 16',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
} as const;

// Bootstrap Icons' path data (16 x 16), in pieces so each line stays readable.
const CHECK_PATH = [
  'M13.485 3.429a1 1 0 0 1 .086 1.412l-6.5 7.333a1 1 0 0 1-1.454.043l-3.25-3.25',
  'a1 1 0 1 1 1.414-1.414l2.5 2.5 5.792-6.538a1 1 0 0 1 1.412-.086z',
].join('');
const CROSS_PATH = [
  'M3.293 3.293a1 1 0 0 1 1.414 0L8 6.586l3.293-3.293a1 1 0 1 1 1.414 1.414L9.414 8',
  'l3.293 3.293a1 1 0 0 1-1.414 1.414L8 9.414l-3.293 3.293a1 1 0 0 1-1.414-1.414',
  'L6.586 8 3.293 4.707a1 1 0 0 1 0-1.414z',
].join('');
const WARNING_PATH = [
  'M8.982 1.566a1.13 1.13 0 0 0-1.964 0L.165 13.233c-.457.778.091 1.767.982 1.767h13.706',
  'c.89 0 1.438-.99.982-1.767zM8 5c.535 0 .954.462.9.995l-.35 3.507a.552.552 0 0 1-1.1 0',
  'L7.1 5.995A.905.905 0 0 1 8 5m.002 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2',
].join('');
const CALENDAR_PATH = [
  'M3.5 0a.5.5 0 0 1 .5.5V1h8V.5a.5.5 0 0 1 1 0V1h1a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V3',
  'a2 2 0 0 1 2-2h1V.5a.5.5 0 0 1 .5-.5M1 4v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V4z',
].join('');

export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d={CHECK_PATH} />
    </svg>
  );
}

export function CrossIcon({ className }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d={CROSS_PATH} />
    </svg>
  );
}

export function WarningIcon({ className }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d={WARNING_PATH} />
    </svg>
  );
}

export function DotsIcon({ className }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <circle cx="3" cy="8" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="13" cy="8" r="1.5" />
    </svg>
  );
}

export function CalendarIcon({ className }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d={CALENDAR_PATH} />
    </svg>
  );
}
