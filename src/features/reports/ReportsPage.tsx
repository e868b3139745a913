import { useEffect, useMemo, useState } from 'react';
import { FacilitySelect } from '../../components/FacilitySelect';
import { FailedAlert } from '../../components/FailedAlert';
import { Loader } from '../../components/Loader';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { toast } from '../../lib/toast';
import { selectShownFacility } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { DEFAULT_TZ } from '../../domain/types';
import { formatHours } from '../../domain/timesheetHours';
import {
  parseQuarterKey,
  pbjFileName,
  pbjXml,
  PBJ_STATE_CODES,
  quarterChoices,
  quarterKey,
  quarterLabel,
} from '../../domain/pbj';
import { loadHireDates, loadPbj, pbjKey, selectPbj } from './reportsSlice';
import {
  COLUMNS,
  DOWNLOAD_FAILED,
  DOWNLOAD_PBJ,
  HOURS_BY_DAY,
  LEFT_OUT,
  NO_HOURS,
  NOT_APPROVED_YET,
  NOT_SET,
  OVER_LIMIT,
  PBJ_FACILITY_ID,
  PBJ_FAILED,
  PBJ_INTRO,
  PBJ_TITLE,
  QUARTER,
  READING,
  REPORTS_TITLE,
  SET_PBJ_ID,
  STATE,
  STATE_NOT_PBJ,
  TOTAL,
  WITHOUT_TIMES,
} from './messages';

/**
 * /reports: the Payroll-Based Journal of the chosen facility and quarter: the approved hours per day and position,
 * the entries not approved yet, and the file for CMS (the same numbers). Company users choose the facility.
 */
export default function ReportsPage() {
  const dispatch = useAppDispatch();
  const isCompany = useAppSelector(selectUserType) === 'company';
  const facility = useAppSelector(selectShownFacility);
  const pbj = useAppSelector(selectPbj);
  const tz = facility?.tz || DEFAULT_TZ;
  const choices = useMemo(() => quarterChoices(Date.now(), tz), [tz]);
  const [chosenKey, setChosenKey] = useState(() => quarterKey(choices[0]!));
  const [busy, setBusy] = useState(false);
  const facilityId = facility?.id ?? null;

  // read when the facility or quarter changes, and again after a session change emptied the report (profileLoaded)
  const wanted = facilityId ? pbjKey(facilityId, chosenKey) : null;
  const held = pbj.key;
  useEffect(() => {
    if (facilityId && held !== wanted) void dispatch(loadPbj({ facilityId, quarterKey: chosenKey }));
  }, [dispatch, facilityId, chosenKey, held, wanted]);

  if (!facility) return <Loader />;
  const pbjFacilityId = (facility.pbjFacilityId ?? '').trim();
  const state = facility.facilityState;
  const stateOk = PBJ_STATE_CODES.includes(state);
  const current = pbj.key === pbjKey(facility.id, chosenKey) ? pbj : null;
  const report = current?.status === 'succeeded' ? current.report : null;
  const quarter = parseQuarterKey(chosenKey)!;

  const download = async () => {
    if (!report) return;
    setBusy(true);
    try {
      const hireDates = await dispatch(
        loadHireDates({ facilityId: facility.id, workerIds: report.workerIds }),
      ).unwrap();
      const { saveXml } = await import('../../lib/download');
      saveXml(
        pbjFileName(pbjFacilityId, quarter),
        pbjXml({ pbjFacilityId, stateCode: state, quarter, report, hireDates }),
      );
    } catch {
      toast.error(DOWNLOAD_FAILED, { toastId: 'pbj-file' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">{REPORTS_TITLE}</h1>
        {isCompany && <FacilitySelect id="reports-facility" />}
      </div>
      <section className="card mb-3" aria-labelledby="pbj-title">
        <div className="card-body">
          <h2 id="pbj-title" className="h5">
            {PBJ_TITLE}
          </h2>
          <p className="text-body-secondary small">{PBJ_INTRO}</p>
          <dl className="row mb-2">
            <dt className="col-sm-3">{PBJ_FACILITY_ID}</dt>
            <dd className="col-sm-9" data-testid="pbj-facility-id">
              {pbjFacilityId || NOT_SET}
            </dd>
            <dt className="col-sm-3">{STATE}</dt>
            <dd className="col-sm-9">{state || NOT_SET}</dd>
          </dl>
          {!pbjFacilityId && <p className="text-danger">{SET_PBJ_ID}</p>}
          {!stateOk && <p className="text-danger">{STATE_NOT_PBJ(state)}</p>}
          <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
            <div>
              <label htmlFor="pbj-quarter" className="form-label">
                {QUARTER}
              </label>
              <select
                id="pbj-quarter"
                className="form-select"
                value={chosenKey}
                onChange={(e) => setChosenKey(e.target.value)}
              >
                {choices.map((q) => (
                  <option key={quarterKey(q)} value={quarterKey(q)}>
                    {quarterLabel(q)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!pbjFacilityId || !stateOk || !report || busy}
              onClick={() => void download()}
            >
              {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {DOWNLOAD_PBJ}
            </button>
          </div>
          {current?.status === 'failed' ? (
            <FailedAlert
              message={PBJ_FAILED}
              onRetry={() => void dispatch(loadPbj({ facilityId: facility.id, quarterKey: chosenKey }))}
            />
          ) : !report ? (
            <p role="status">{READING(current?.read ?? 0)}</p>
          ) : (
            <PbjTable report={report} />
          )}
        </div>
      </section>
    </>
  );
}

function PbjTable({ report }: { report: NonNullable<ReturnType<typeof selectPbj>['report']> }) {
  return (
    <>
      <p className="fw-semibold">{NOT_APPROVED_YET(report.notApproved, report.notApprovedCapped)}</p>
      {report.leftOut > 0 && <p className="small">{LEFT_OUT(report.leftOut)}</p>}
      {report.withoutTimes > 0 && <p className="small">{WITHOUT_TIMES(report.withoutTimes)}</p>}
      {report.overLimit.length > 0 && <p className="text-danger">{OVER_LIMIT(report.overLimit.length)}</p>}
      <h3 id="pbj-hours-title" className="h6">
        {HOURS_BY_DAY}
      </h3>
      {report.rows.length === 0 ? (
        <p>{NO_HOURS}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm" aria-labelledby="pbj-hours-title">
            <thead>
              <tr>
                <th scope="col">{COLUMNS.date}</th>
                <th scope="col">{COLUMNS.position}</th>
                <th scope="col" className="text-end">
                  {COLUMNS.workers}
                </th>
                <th scope="col" className="text-end">
                  {COLUMNS.hours}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((r) => (
                <tr key={`${r.date}|${r.position}`}>
                  <td>{r.date}</td>
                  <td>{r.position}</td>
                  <td className="text-end">{r.workers}</td>
                  <td className="text-end">{formatHours(r.hours)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {report.totals.map((t) => (
                <tr key={t.position}>
                  <th scope="row" colSpan={3}>
                    {TOTAL(t.position)}
                  </th>
                  <td className="text-end fw-semibold">{formatHours(t.hours)}</td>
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
