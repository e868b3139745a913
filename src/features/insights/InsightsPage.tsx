import { FacilitySelect } from '../../components/FacilitySelect';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Card } from '../../components/Card';
import Col from 'react-bootstrap/Col';
import { StatTile } from '../../components/StatTile';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectChosenFacilityId, selectScopeFacilities } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { formatMoney } from '../../domain/formats';
import {
  cancellationsByReason,
  fillRate,
  formatHours,
  formatRate,
  INSIGHTS_PERIODS,
  type InsightsWeeks,
  insightsTotals,
  weekLabel,
} from '../../domain/insights';
import { CANCEL_REASON_LABELS } from '../../domain/types';
import { Loader } from '../../components/Loader';
import { BarChart, SERIES_COLORS } from './BarChart';
import { loadInsights, selectInsightsReport } from './insightsSlice';
import {
  CHART_TITLES,
  FIGURE_LABELS,
  INSIGHTS_FAILED,
  INSIGHTS_TITLE,
  PERIOD_LABEL,
  SPEND_OPEN,
  SPEND_PAID,
  weeksNote,
} from './messages';
import { FailedAlert } from '../../components/FailedAlert';

const count = (n: number) => n.toLocaleString('en-US');
const wholeDollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

const FIGURE_COLS = { xs: 6, md: 4, xxl: 2 };

/** One of the page's figures (the tiles' widths differ from page to page). */
function Figure(props: { label: string; value: string; detail?: string }) {
  return <StatTile {...props} cols={FIGURE_COLS} />;
}

/** /insights: the period's figures and charts, from aggregation queries (never by reading every shift). */
export default function InsightsPage() {
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectInsightsReport);
  const facilities = useAppSelector(selectScopeFacilities);
  const isCompany = useAppSelector(selectUserType) === 'company';
  const [weeks, setWeeks] = useState<InsightsWeeks>(4);
  const facilityId = useAppSelector(selectChosenFacilityId);
  const scope = facilities.map((f) => f.id).join(',');
  const load = useCallback(() => {
    if (scope) void dispatch(loadInsights({ weeks, facilityId }));
  }, [dispatch, weeks, facilityId, scope]);
  useEffect(load, [load]);

  const answer = report.answer;
  const totals = useMemo(() => (answer ? insightsTotals(answer.weeks) : null), [answer]);
  const chosen = facilityId ? facilities.filter((f) => f.id === facilityId) : facilities;
  const severalZones = new Set(chosen.map((f) => f.tz)).size > 1;
  const weekRows = (answer?.weeks ?? []).map((w) => ({ ...w, label: weekLabel(w.sunday) }));

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">{INSIGHTS_TITLE}</h1>
        <Form.Group controlId="insights-period">
          <Form.Label className="small mb-1">{PERIOD_LABEL}</Form.Label>
          <Form.Select size="sm" value={weeks} onChange={(e) => setWeeks(Number(e.target.value) as InsightsWeeks)}>
            {INSIGHTS_PERIODS.map((p) => (
              <option key={p.weeks} value={p.weeks}>
                {p.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {isCompany && <FacilitySelect id="insights-facility" allowAll />}
      </div>
      <p className="small text-body-secondary">{weeksNote(report.tz, severalZones)}</p>

      {report.status === 'failed' && <FailedAlert message={INSIGHTS_FAILED} onRetry={load} />}
      {report.status === 'loading' && !answer && <Loader />}
      {answer && totals && (
        <div aria-busy={report.status === 'loading'}>
          <Row className="g-3 mb-3">
            <Figure label={FIGURE_LABELS.posted} value={count(totals.posted)} />
            <Figure label={FIGURE_LABELS.filled} value={count(totals.filled)} />
            <Figure label={FIGURE_LABELS.fillRate} value={formatRate(totals.fillRate)} />
            <Figure label={FIGURE_LABELS.cancelled} value={count(totals.cancelled)} />
            <Figure label={FIGURE_LABELS.hoursApproved} value={formatHours(totals.hoursApproved)} />
            <Figure
              label={FIGURE_LABELS.spend}
              value={formatMoney(totals.spendOpenCents + totals.spendPaidCents)}
              detail={[
                `${SPEND_OPEN} ${formatMoney(totals.spendOpenCents)}`,
                `${SPEND_PAID} ${formatMoney(totals.spendPaidCents)}`,
              ].join(' · ')}
            />
          </Row>
          <Row className="g-3">
            <ChartCard>
              <BarChart
                title={CHART_TITLES.postedFilled}
                series={[
                  { name: FIGURE_LABELS.posted, color: SERIES_COLORS[0] },
                  { name: FIGURE_LABELS.filled, color: SERIES_COLORS[1] },
                ]}
                rows={weekRows.map((w) => ({ label: w.label, values: [w.posted, w.filled] }))}
                format={count}
                integer
              />
            </ChartCard>
            <ChartCard>
              <BarChart
                title={CHART_TITLES.fillRate}
                series={[{ name: FIGURE_LABELS.fillRate, color: SERIES_COLORS[0] }]}
                rows={weekRows.map((w) => ({ label: w.label, values: [fillRate(w.filled, w.posted)] }))}
                format={(v) => formatRate(v)}
                maxValue={1}
              />
            </ChartCard>
            <ChartCard>
              <BarChart
                title={CHART_TITLES.hours}
                series={[{ name: FIGURE_LABELS.hoursApproved, color: SERIES_COLORS[0] }]}
                rows={weekRows.map((w) => ({ label: w.label, values: [w.hoursApproved] }))}
                format={formatHours}
              />
            </ChartCard>
            <ChartCard>
              <BarChart
                title={CHART_TITLES.spend}
                series={[
                  { name: SPEND_OPEN, color: SERIES_COLORS[0] },
                  { name: SPEND_PAID, color: SERIES_COLORS[1] },
                ]}
                rows={weekRows.map((w) => ({ label: w.label, values: [w.spendOpenCents, w.spendPaidCents] }))}
                format={formatMoney}
                axisFormat={wholeDollars}
              />
            </ChartCard>
            <ChartCard>
              <BarChart
                title={CHART_TITLES.cancellations}
                series={[{ name: FIGURE_LABELS.cancelled, color: SERIES_COLORS[1] }]}
                rows={cancellationsByReason(answer.cancelledByReason).map((r) => ({
                  label: CANCEL_REASON_LABELS[r.reason],
                  values: [r.count],
                }))}
                format={count}
                integer
              />
            </ChartCard>
            <ChartCard>
              <BarChart
                title={CHART_TITLES.byPosition}
                series={[{ name: FIGURE_LABELS.fillRate, color: SERIES_COLORS[0] }]}
                rows={answer.byPosition.map((p) => ({
                  label: p.position,
                  values: [fillRate(p.filled, p.posted)],
                }))}
                format={(v) => formatRate(v)}
                maxValue={1}
              />
            </ChartCard>
          </Row>
        </div>
      )}
    </>
  );
}

function ChartCard({ children }: { children: React.ReactNode }) {
  return (
    <Col xs={12} lg={6}>
      <Card className="h-100 shadow-sm">
        <Card.Body>{children}</Card.Body>
      </Card>
    </Col>
  );
}
