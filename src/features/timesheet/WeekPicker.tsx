import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { LazyDropdown } from '../../components/LazyDropdown';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { dayjs } from '../../domain/dayjs';
import {
  INVALID_WEEK_INPUT,
  shiftWeek,
  sundayFromInput,
  sundaysOfMonth,
  weekInputText,
} from '../../domain/timesheetEntries';
import { CHOOSE_SUNDAY, NEXT_WEEK, PREVIOUS_WEEK, WEEK_OF } from './messages';
import { CalendarIcon } from '../../components/Icons';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/**
 * 'a date picker limited to Sundays (MM-DD-YYYY)': a typed date (another day stands for its week),
 * previous and next week, and a month calendar in which only Sundays can be chosen.
 */
export function WeekPicker({
  sunday,
  onChange,
  disabled = false,
}: {
  sunday: string;
  onChange: (sunday: string) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState(() => weekInputText(sunday));
  const [invalid, setInvalid] = useState(false);

  // The week a typed date asked for, and the text typed then: the screen may show that week a moment after the
  // address changed (a transition), by when the person may have typed the next one, which must stay as typed.
  const asked = useRef<{ sunday: string; text: string } | null>(null);
  const typed = useRef(text);
  typed.current = text;

  useEffect(() => {
    const request = asked.current;
    asked.current = null;
    if (request?.sunday === sunday && typed.current !== request.text) return;
    setText(weekInputText(sunday));
    setInvalid(false);
  }, [sunday]);

  const commit = () => {
    const chosen = sundayFromInput(text);
    if (!chosen) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (chosen === sunday) setText(weekInputText(sunday));
    else {
      asked.current = { sunday: chosen, text };
      onChange(chosen);
    }
  };

  return (
    <div className="d-flex flex-wrap align-items-start gap-2">
      <Form.Label htmlFor={inputId} className="mb-0 mt-2 fw-semibold">
        {WEEK_OF}
      </Form.Label>
      <div>
        <InputGroup hasValidation>
          <Button
            variant="outline-secondary"
            aria-label={PREVIOUS_WEEK}
            disabled={disabled}
            onClick={() => onChange(shiftWeek(sunday, -1))}
          >
            ‹
          </Button>
          <Form.Control
            id={inputId}
            value={text}
            inputMode="numeric"
            placeholder="MM-DD-YYYY"
            style={{ maxWidth: '9.5rem' }}
            isInvalid={invalid}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            disabled={disabled}
            onChange={(e) => setText(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commit();
              }
            }}
          />
          <Button
            variant="outline-secondary"
            aria-label={NEXT_WEEK}
            disabled={disabled}
            onClick={() => onChange(shiftWeek(sunday, 1))}
          >
            ›
          </Button>
          <Form.Control.Feedback type="invalid" id={errorId}>
            {INVALID_WEEK_INPUT}
          </Form.Control.Feedback>
        </InputGroup>
      </div>
      <LazyDropdown
        id={`${errorId}-calendar`}
        label={CHOOSE_SUNDAY}
        variant="outline-secondary"
        toggleClassName="no-caret"
        disabled={disabled}
        toggle={<CalendarIcon />}
        menuClassName="p-2"
        autoClose="outside"
        items={(_, menu) =>
          menu.open && (
            <SundayCalendar
              selected={sunday}
              onPick={(picked) => {
                menu.close();
                if (picked !== sunday) onChange(picked);
              }}
            />
          )
        }
      />
    </div>
  );
}

/** A month in which only the Sundays are buttons; every other day is shown but cannot be chosen. */
function SundayCalendar({ selected, onPick }: { selected: string; onPick: (sunday: string) => void }) {
  const [month, setMonth] = useState(() => selected.slice(0, 7));
  const first = dayjs.utc(`${month}-01`);
  const sundays = new Set(sundaysOfMonth(month));
  const cells: (string | null)[] = Array.from({ length: first.day() }, () => null);
  for (let d = 1; d <= first.daysInMonth(); d++) cells.push(first.date(d).format('YYYY-MM-DD'));
  while (cells.length % 7) cells.push(null);
  const rows = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const title = first.format('MMMM YYYY');
  const titleId = `sunday-calendar-${month}`;

  return (
    <div style={{ minWidth: '16rem' }}>
      <div className="d-flex align-items-center justify-content-between mb-2">
        <Button
          size="sm"
          variant="link"
          aria-label="Previous month"
          onClick={() => setMonth(first.subtract(1, 'month').format('YYYY-MM'))}
        >
          ‹
        </Button>
        <span className="fw-semibold" id={titleId} aria-live="polite">
          {title}
        </span>
        <Button
          size="sm"
          variant="link"
          aria-label="Next month"
          onClick={() => setMonth(first.add(1, 'month').format('YYYY-MM'))}
        >
          ›
        </Button>
      </div>
      <table className="w-100 text-center small" aria-labelledby={titleId}>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="fw-normal text-body-secondary">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((day, c) =>
                day && sundays.has(day) ? (
                  <td key={c}>
                    <Button
                      size="sm"
                      variant={day === selected ? 'primary' : 'outline-primary'}
                      className="px-1 py-0 w-100"
                      aria-label={dayjs.utc(day).format('dddd, MMMM D, YYYY')}
                      aria-pressed={day === selected}
                      onClick={() => onPick(day)}
                    >
                      {Number(day.slice(8))}
                    </Button>
                  </td>
                ) : (
                  <td key={c} className="text-body-tertiary" aria-disabled={day ? true : undefined}>
                    {day ? Number(day.slice(8)) : ''}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
