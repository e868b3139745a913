import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { toast } from '../../lib/toast';
import { errorText } from '../../lib/thunkError';
import { selectShownFacility } from '../../session/scope';
import { selectUserType } from '../../session/sessionSlice';
import { pbjFacilityIdError } from '../../domain/pbj';
import { FacilitySelect } from '../../components/FacilitySelect';
import { savePbjFacilityId } from './reportsSlice';
import {
  PBJ_FACILITY_ID,
  PBJ_ID_CHANGED,
  PBJ_ID_FAILED,
  PBJ_ID_HELP,
  PBJ_ID_REFUSED,
  PBJ_TITLE,
  SAVE_PBJ_ID,
  SAVED_PBJ_ID,
} from './messages';
import { useMayDo } from '../../session/teamRole';

/**
 * The facility profile's `PBJ facility ID` (of the shown facility: a company user chooses it), on the Account page.
 * What was typed stays when the save is refused or finds the stored one changed.
 */
export function PbjFacilityIdForm() {
  const facility = useAppSelector(selectShownFacility);
  const isCompany = useAppSelector(selectUserType) === 'company';
  // the facility's profile is its Owners' to change
  const mayChange = useMayDo('profile');
  if (!facility || !mayChange) return null;
  return (
    <section className="card shadow-sm mt-3" aria-labelledby="pbj-profile-title">
      <div className="card-body">
        <h2 id="pbj-profile-title" className="h5">
          {PBJ_TITLE}
        </h2>
        {isCompany && <FacilitySelect id="pbj-profile-facility" />}
        <PbjIdFields key={facility.id} facilityId={facility.id} stored={facility.pbjFacilityId ?? ''} />
      </div>
    </section>
  );
}

function PbjIdFields({ facilityId, stored }: { facilityId: string; stored: string }) {
  const dispatch = useAppDispatch();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ pbjFacilityId: string }>({ defaultValues: { pbjFacilityId: stored } });
  // the field shows the stored ID once a save wrote it or found it changed (keeping that message)
  useEffect(() => reset({ pbjFacilityId: stored }, { keepErrors: true }), [reset, stored]);
  const onSubmit = async ({ pbjFacilityId }: { pbjFacilityId: string }) => {
    try {
      await dispatch(savePbjFacilityId({ facilityId, value: pbjFacilityId.trim(), seen: stored })).unwrap();
      toast.success(SAVED_PBJ_ID, { toastId: 'pbj-id' });
    } catch (err) {
      setError('pbjFacilityId', {
        message: errorText(err, { changed: PBJ_ID_CHANGED, refused: PBJ_ID_REFUSED, failed: PBJ_ID_FAILED }),
      });
    }
  };
  const error = errors.pbjFacilityId?.message;
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="mt-2">
      <label htmlFor="pbj-facility-id" className="form-label">
        {PBJ_FACILITY_ID}
      </label>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <div>
          <input
            id="pbj-facility-id"
            className={`form-control${error ? ' is-invalid' : ''}`}
            aria-describedby="pbj-facility-id-help"
            aria-invalid={error ? true : undefined}
            {...register('pbjFacilityId', { validate: (v) => pbjFacilityIdError(v) ?? true })}
          />
          {error && <div className="invalid-feedback d-block">{error}</div>}
        </div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {SAVE_PBJ_ID}
        </button>
      </div>
      <div id="pbj-facility-id-help" className="form-text">
        {PBJ_ID_HELP}
      </div>
    </form>
  );
}
