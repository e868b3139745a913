import { useMemo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Card } from '../../components/Card';
import { CountInput } from '../../components/CountInput';
import { Loader } from '../../components/Loader';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { toast } from '../../lib/toast';
import { errorText } from '../../lib/thunkError';
import { WEEKDAYS } from '../../domain/shiftPosting';
import {
  matchNeeds,
  MAX_NEED,
  needLabel,
  needsOf,
  NEED_INVALID,
  parseNeed,
  type TemplateNeeds,
} from '../../domain/staffing';
import { POSITIONS, type Facility, type NurseType } from '../../domain/types';
import {
  DISCARD,
  DISCARDED,
  NEEDS_FAILED,
  NEEDS_INTRO,
  NEEDS_TITLE,
  NO_TEMPLATES,
  RETIMED_NOTE,
  SAVE_NEEDS,
  SAVE_NEEDS_FAILED,
  SAVE_NEEDS_REFUSED,
  SAVED_NEEDS,
  STALE_NOTE,
  STALE_TITLE,
} from './messages';
import { discardNeeds, loadNeeds, saveNeeds, selectNeeds } from './staffingSlice';
import { FailedAlert } from '../../components/FailedAlert';
import { useMayDo } from '../../session/teamRole';

const inputKey = (template: number, position: NurseType, day: number) => `${template}:${position}:${day}`;

/** The inputs' values as the stored needs give them: a template's own, else those saved before its times changed. */
function storedValues(facility: Facility, stored: readonly TemplateNeeds[]): Record<string, string> {
  const { current, retimed } = matchNeeds(facility.shiftTemplates, stored);
  const values: Record<string, string> = {};
  facility.shiftTemplates.forEach((_, t) =>
    POSITIONS.forEach((p) =>
      needsOf(current[t] ?? retimed[t], p).forEach((n, d) => (values[inputKey(t, p, d)] = String(n))),
    ),
  );
  return values;
}

/** Section `Needs`: an input per template, position and weekday; `Save needs`. */
export function NeedsForm({ facility }: { facility: Facility }) {
  const dispatch = useAppDispatch();
  const needs = useAppSelector(selectNeeds);
  const loaded = needs.facilityId === facility.id && needs.status === 'succeeded';
  const templates = facility.shiftTemplates;
  const saved = useMemo(() => storedValues(facility, needs.stored), [facility, needs.stored]);
  const { retimed, stale } = useMemo(() => matchNeeds(templates, needs.stored), [templates, needs.stored]);
  // what was typed, over what is stored (a save's new stored values show once typed ones are cleared)
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // the needs are the Scheduler's (and the Owner's) to change; others read them
  const mayChange = useMayDo('staffing');
  const valueOf = (key: string) => typed[key] ?? saved[key] ?? '0';
  const invalid = (key: string) => parseNeed(valueOf(key)) === null;
  const anyInvalid = Object.keys(saved).some(invalid);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (anyInvalid || busy) return;
    const entries: TemplateNeeds[] = templates.map((template, t) => ({
      template,
      needs: Object.fromEntries(
        POSITIONS.map((p) => [p, WEEKDAYS.map((_, d) => parseNeed(valueOf(inputKey(t, p, d))) ?? 0)]),
      ),
    }));
    setBusy(true);
    try {
      await dispatch(saveNeeds({ facilityId: facility.id, entries })).unwrap();
      setTyped({});
      setSubmitted(false);
      toast.success(SAVED_NEEDS);
    } catch (error) {
      toast.error(errorText(error, { refused: SAVE_NEEDS_REFUSED, failed: SAVE_NEEDS_FAILED }));
    } finally {
      setBusy(false);
    }
  };
  const discard = async (name: string) => {
    try {
      await dispatch(discardNeeds({ facilityId: facility.id, templateName: name })).unwrap();
      toast.success(DISCARDED(name));
    } catch {
      toast.error(SAVE_NEEDS_FAILED);
    }
  };

  return (
    <Card as="section" className="shadow-sm mb-3" aria-labelledby="needs-title">
      <Card.Body>
        <h2 className="h5" id="needs-title">
          {NEEDS_TITLE}
        </h2>
        {needs.status === 'failed' && needs.facilityId === facility.id && (
          <FailedAlert message={NEEDS_FAILED} onRetry={() => void dispatch(loadNeeds(facility.id))} />
        )}
        {!loaded && needs.status !== 'failed' && <Loader />}
        {loaded && templates.length === 0 && <p className="text-body-secondary">{NO_TEMPLATES}</p>}
        {loaded && templates.length > 0 && (
          <Form noValidate onSubmit={(e) => void save(e)} aria-labelledby="needs-title">
            <p className="small text-body-secondary">{NEEDS_INTRO}</p>
            <fieldset disabled={busy || !mayChange}>
              {templates.map((template, t) => (
                <div key={`${t}:${template.name}`} className="table-responsive mb-3">
                  <Table size="sm" className="mb-1 align-middle needs-table">
                    <caption className="caption-top fw-semibold text-body">
                      {template.name}{' '}
                      <span className="fw-normal text-body-secondary">
                        ({template.startTime} to {template.endTime})
                      </span>
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Position</th>
                        {WEEKDAYS.map((day) => (
                          <th key={day} scope="col">
                            {day}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {POSITIONS.map((p) => (
                        <tr key={p}>
                          <th scope="row">{p}</th>
                          {WEEKDAYS.map((_, d) => {
                            const key = inputKey(t, p, d);
                            const bad = (submitted || key in typed) && invalid(key);
                            return (
                              <td key={d}>
                                <CountInput
                                  label={needLabel(template.name, p, d)}
                                  max={MAX_NEED}
                                  input={{
                                    value: valueOf(key),
                                    onChange: (e) => setTyped((prev) => ({ ...prev, [key]: e.target.value })),
                                  }}
                                  error={bad ? NEED_INVALID : null}
                                />
                              </td>
                            );
                          })}
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                  {retimed[t] && (
                    <p className="small text-warning-emphasis">
                      {RETIMED_NOTE(retimed[t].template.startTime, retimed[t].template.endTime)}
                    </p>
                  )}
                </div>
              ))}
            </fieldset>
            {submitted && anyInvalid && (
              <p className="text-danger small" role="alert">
                {NEED_INVALID}
              </p>
            )}
            {mayChange && (
              <Button type="submit" disabled={busy}>
                {SAVE_NEEDS}
              </Button>
            )}
          </Form>
        )}
        {loaded && stale.length > 0 && (
          <section aria-labelledby="stale-needs-title" className="mt-3">
            <h3 className="h6" id="stale-needs-title">
              {STALE_TITLE}
            </h3>
            <p className="small text-body-secondary">{STALE_NOTE}</p>
            <ul className="list-unstyled">
              {stale.map((s) => (
                <li key={`${s.template.name}:${s.template.startTime}`} className="mb-2">
                  <span className="fw-semibold">{s.template.name}</span> ({s.template.startTime} to {s.template.endTime}
                  ):{' '}
                  {POSITIONS.filter((p) => needsOf(s, p).some((n) => n > 0))
                    .map((p) => `${p} ${needsOf(s, p).join(', ')}`)
                    .join('; ') || '0'}
                  {mayChange && !templates.some((t) => t.name === s.template.name) && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      className="ms-2"
                      onClick={() => void discard(s.template.name)}
                    >
                      {DISCARD(s.template.name)}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </Card.Body>
    </Card>
  );
}
