import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Card } from '../../components/Card';
import { Loader } from '../../components/Loader';
import { StatTile } from '../../components/StatTile';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLive } from '../../lib/useLive';
import { formatDateInput } from '../../domain/formats';
import { sundayOf, WEEKDAYS } from '../../domain/shiftPosting';
import { cellText, weekBounds, weekCoverage, weekHprd, weekOfInput, type WeekPlan } from '../../domain/staffing';
import { addDays, calendarDateIn } from '../../domain/zonedTime';
import type { Facility } from '../../domain/types';
import {
  CENSUS_FAILED,
  COVERAGE_EMPTY,
  COVERAGE_FAILED,
  COVERAGE_NOTE,
  COVERAGE_TITLE,
  GAPS,
  HPRD_NOTE,
  NEXT_WEEK,
  POST_THE_GAPS,
  POSITION_COLUMN,
  POSTED_IN_CELL,
  PREVIOUS_WEEK,
  SAVE_CENSUS,
  TARGET_HPRD,
  TEMPLATE_COLUMN,
  UNFILLED,
  WEEK_OF,
} from './messages';
import { selectNeeds, selectWeek, watchWeek } from './staffingSlice';
import { CensusRows } from './CensusRows';
import { useCensusForm } from './useCensusForm';
import { FailedAlert } from '../../components/FailedAlert';

const FIGURE_COLS = { xs: 6, md: 3, xxl: 2 } as const;

// the dialog and the posting engine load when the dialog first opens
const PostGapsModal = lazy(() => import('./PostGapsModal').then((m) => ({ default: m.PostGapsModal })));

/** `Week of`, the table `Coverage`, the figures `Gaps` and `Unfilled`, and `Post the gaps`. */
export function CoverageSection({ facility }: { facility: Facility }) {
  const dispatch = useAppDispatch();
  const tz = facility.tz;
  const [sunday, setSunday] = useState(() => sundayOf(calendarDateIn(Date.now(), tz)));
  const [weekText, setWeekText] = useState(() => formatDateInput(weekBounds(sunday, tz).from, tz));
  const [posting, setPosting] = useState(false);
  const choice = weekOfInput(weekText, tz);
  const goTo = (next: string) => {
    setSunday(next);
    setWeekText(formatDateInput(weekBounds(next, tz).from, tz));
  };
  const onWeekText = (text: string) => {
    setWeekText(text);
    const typed = weekOfInput(text, tz);
    if ('sunday' in typed) setSunday(typed.sunday);
  };

  const { from, to } = weekBounds(sunday, tz);
  const retry = useLive(
    useCallback(() => dispatch(watchWeek(facility.id, from, to)), [dispatch, facility.id, from, to]),
  );
  const week = useAppSelector(selectWeek);
  const needs = useAppSelector(selectNeeds);
  const current = week.key === `${facility.id}:${from}` && week.status === 'succeeded';
  const needsLoaded = needs.facilityId === facility.id && needs.status === 'succeeded';
  const plan: WeekPlan = useMemo(
    () => ({ sunday, tz, templates: facility.shiftTemplates, needs: needs.stored }),
    [sunday, tz, facility.shiftTemplates, needs.stored],
  );
  const coverage = useMemo(() => weekCoverage(plan, current ? week.shifts : []), [plan, current, week.shifts]);
  const census = useCensusForm(facility.id, sunday);
  // a pass over the week's shifts, as typed: cheaper than the memo of a census that is a new list each render
  const hprd = weekHprd(sunday, tz, current ? week.shifts : [], census.census);
  const ready = current && needsLoaded && census.loaded;

  return (
    <Card as="section" className="shadow-sm mb-3" aria-labelledby="coverage-title">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
          <h2 className="h5 mb-0 me-auto" id="coverage-title">
            {COVERAGE_TITLE}
          </h2>
          <Form.Group controlId="staffing-week-of">
            <Form.Label className="small mb-1">{WEEK_OF}</Form.Label>
            <Form.Control
              size="sm"
              placeholder="MM-DD-YYYY"
              inputMode="numeric"
              autoComplete="off"
              value={weekText}
              isInvalid={'error' in choice}
              onChange={(e) => onWeekText(e.target.value)}
              style={{ maxWidth: '9rem' }}
            />
            {'error' in choice && <Form.Control.Feedback type="invalid">{choice.error}</Form.Control.Feedback>}
          </Form.Group>
          <div className="d-flex gap-1">
            <Button size="sm" variant="outline-secondary" onClick={() => goTo(addDays(sunday, -7))}>
              {PREVIOUS_WEEK}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => goTo(addDays(sunday, 7))}>
              {NEXT_WEEK}
            </Button>
          </div>
        </div>
        <p className="small text-body-secondary">{COVERAGE_NOTE(tz)}</p>
        {week.status === 'failed' && <FailedAlert message={COVERAGE_FAILED} onRetry={retry} />}
        {census.failed && <FailedAlert message={CENSUS_FAILED} onRetry={census.load} />}
        {!ready && week.status !== 'failed' && !census.failed && <Loader />}
        {ready && (
          <>
            <Row className="g-2 mb-3 align-items-center">
              <StatTile label={GAPS} value={String(coverage.gaps)} cols={FIGURE_COLS} />
              <StatTile label={UNFILLED} value={String(coverage.unfilled)} cols={FIGURE_COLS} />
              <Col xs="auto" className="ms-auto">
                <Button onClick={() => setPosting(true)} disabled={coverage.gaps === 0}>
                  {POST_THE_GAPS}
                </Button>
              </Col>
            </Row>
            {coverage.rows.length === 0 && <p className="text-body-secondary">{COVERAGE_EMPTY}</p>}
            <Form noValidate onSubmit={(e) => void census.save(e)}>
              <fieldset disabled={census.busy}>
                <div className="table-responsive">
                  <Table size="sm" bordered className="align-middle" aria-labelledby="coverage-title">
                    <thead>
                      <tr>
                        <th scope="col">{TEMPLATE_COLUMN}</th>
                        <th scope="col">{POSITION_COLUMN}</th>
                        {WEEKDAYS.map((day) => (
                          <th key={day} scope="col">
                            {day}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {coverage.rows.map((row) => (
                        <tr key={row.key}>
                          <th scope="row">{row.template}</th>
                          <td>{row.position}</td>
                          {row.days.map((cell, d) => (
                            <td
                              key={d}
                              className={cell.posted < cell.needed ? 'table-warning text-nowrap' : 'text-nowrap'}
                            >
                              {cellText(cell)}
                              {cell.posted > 0 && (
                                <span className="small text-body-secondary"> · {POSTED_IN_CELL(cell.posted)}</span>
                              )}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                    <CensusRows form={census} hprd={hprd} leading={2} />
                  </Table>
                </div>
                <div className="d-flex flex-wrap align-items-start gap-3">
                  <Form.Group controlId="staffing-hprd-target">
                    <Form.Label className="small mb-1">{TARGET_HPRD}</Form.Label>
                    <Form.Control
                      size="sm"
                      inputMode="decimal"
                      autoComplete="off"
                      value={census.targetText}
                      isInvalid={census.targetError !== null}
                      onChange={(e) => census.setTarget(e.target.value)}
                      style={{ maxWidth: '7rem' }}
                    />
                    {census.targetError && (
                      <Form.Control.Feedback type="invalid">{census.targetError}</Form.Control.Feedback>
                    )}
                  </Form.Group>
                  <Button type="submit" className="mt-4" disabled={census.busy}>
                    {SAVE_CENSUS}
                  </Button>
                </div>
              </fieldset>
              <p className="small text-body-secondary mt-2 mb-0">{HPRD_NOTE(tz)}</p>
            </Form>
          </>
        )}
        {posting && (
          <Suspense fallback={null}>
            <PostGapsModal facility={facility} plan={plan} coverage={coverage} onHide={() => setPosting(false)} />
          </Suspense>
        )}
      </Card.Body>
    </Card>
  );
}
