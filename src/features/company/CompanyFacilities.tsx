import { lazy, Suspense, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import Table from 'react-bootstrap/Table';
import { useAppSelector } from '../../lib/hooks';
import { US_STATES } from '../../domain/usStates';
import type { AccountStatus } from '../../domain/types';
import { selectCompanyFacilities, selectUserType } from '../../session/sessionSlice';
import {
  COLUMN_CITY,
  COLUMN_NAME,
  COLUMN_STATE,
  COLUMN_STATUS,
  CREATE_FACILITY,
  FACILITIES_TITLE,
  FIRST_FACILITY,
} from './messages';

// The form (react-hook-form, yup) loads when a company first opens it, not with every dashboard.
const CreateFacilityModal = lazy(() =>
  import('./CreateFacilityModal').then((m) => ({ default: m.CreateFacilityModal })),
);

const STATUS_VARIANT: Record<AccountStatus, string> = { active: 'success', pending: 'secondary', inactive: 'warning' };
const stateName = (code: string) => US_STATES.find((s) => s.code === code)?.name ?? code;

/**
 * The dashboard's 'Facilities table (company users)', or for a company with no facilities the first-run
 * card 'Click here to add your first facility!'. Both open the Create facility form.
 */
export function CompanyFacilities() {
  const isCompany = useAppSelector(selectUserType) === 'company';
  const facilities = useAppSelector(selectCompanyFacilities);
  const [creating, setCreating] = useState(false);
  if (!isCompany) return null;
  const modal = creating && (
    <Suspense fallback={null}>
      <CreateFacilityModal show onHide={() => setCreating(false)} />
    </Suspense>
  );

  if (facilities.length === 0) {
    return (
      <>
        <Card className="mb-3 shadow-sm border-primary-subtle">
          <Card.Body className="text-center py-4">
            <Button variant="link" className="fs-5 fw-semibold text-decoration-none" onClick={() => setCreating(true)}>
              {FIRST_FACILITY}
            </Button>
          </Card.Body>
        </Card>
        {modal}
      </>
    );
  }

  return (
    <Card className="mb-3 shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto" id="table-facilities">
          {FACILITIES_TITLE}
        </h2>
        <Button size="sm" onClick={() => setCreating(true)}>
          {CREATE_FACILITY}
        </Button>
      </Card.Header>
      <div className="table-responsive">
        <Table hover className="mb-0 align-middle" aria-labelledby="table-facilities">
          <thead className="table-light">
            <tr>
              <th scope="col">{COLUMN_NAME}</th>
              <th scope="col">{COLUMN_CITY}</th>
              <th scope="col">{COLUMN_STATE}</th>
              <th scope="col">{COLUMN_STATUS}</th>
            </tr>
          </thead>
          <tbody>
            {facilities.map((f) => (
              <tr key={f.id}>
                <td className="fw-semibold">{f.facilityName}</td>
                <td>{f.facilityCity}</td>
                <td>
                  <abbr title={stateName(f.facilityState)} className="text-decoration-none">
                    {f.facilityState}
                  </abbr>
                </td>
                <td>
                  <Badge
                    bg={STATUS_VARIANT[f.status] ?? 'secondary'}
                    text={f.status === 'inactive' ? 'dark' : undefined}
                    className="text-capitalize"
                  >
                    {f.status}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {modal}
    </Card>
  );
}
