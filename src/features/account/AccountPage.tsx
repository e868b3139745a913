import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from 'react-bootstrap/Button';
import { Card } from '../../components/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  profileInvalidated,
  selectActingUser,
  selectCompany,
  selectFacility,
  selectUserType,
} from '../../session/sessionSlice';
import { StateSelect } from '../../components/StateSelect';
import { useSingleSubmit } from '../../components/useSingleSubmit';
import { accountSchema, accountValuesOf, type AccountValues } from '../../domain/accountSchema';
import { zoneAfterStateChange, zoneName, zonesOfState } from '../../domain/stateTimeZones';
import { readHasShifts, readStoredAccount, saveAccount, selectHasShifts, selectStoredAccount } from './accountSlice';
import { NotificationSettings } from './NotificationSettings';
import { Alert } from '../../components/Alert';
import type { ThunkError } from '../../lib/thunkError';
import { ACCOUNT_CHANGED, ACCOUNT_SAVE_FAILED, ACCOUNT_SAVED, TZ_KEEPS_SHIFT_TIMES, TZ_NO_SHIFTS } from './messages';
import { useMayDo } from '../../session/teamRole';

/**
 * /pages/settings: the user's name and the facility or company profile. Status, owner and admins are not editable here.
 */
export default function AccountPage() {
  const user = useAppSelector(selectActingUser);
  const kind = useAppSelector(selectUserType) ?? 'facility';
  const facility = useAppSelector(selectFacility);
  const company = useAppSelector(selectCompany);
  const dispatch = useAppDispatch();
  const label = kind === 'company' ? 'Company' : 'Facility';

  const defaults = useMemo<AccountValues>(
    () => accountValuesOf(kind, user, (kind === 'company' ? company : facility) as Record<string, unknown> | null),
    [kind, company, facility, user],
  );
  // set when a save found the account changed elsewhere: what is stored now, shown and compared with next time
  const storedNow = useAppSelector(selectStoredAccount);

  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    watch,
    formState: { errors, isDirty },
  } = useForm<AccountValues>({ resolver: yupResolver(accountSchema), defaultValues: defaults, mode: 'onTouched' });

  const entityId = kind === 'company' ? company?.id : facility?.id;

  // a facility's time zone: one of its state's, chosen when the state has several
  const state = watch('state');
  const tz = watch('tz');
  const zones = kind === 'facility' ? zonesOfState(state) : [];
  const tzChanged = kind === 'facility' && tz !== (storedNow ?? defaults).tz;
  // read once the zone is first changed: whether there are posted shifts, whose times the new zone leaves as they were
  const hasShifts = useAppSelector((s) => selectHasShifts(s, entityId));
  useEffect(() => {
    if (!tzChanged || hasShifts !== null || !entityId) return;
    void dispatch(readHasShifts({ facilityId: entityId }));
  }, [tzChanged, hasShifts, entityId, dispatch]);
  // another state: the zone chosen in this form when it is one of that state's, else the state's default. Set once
  // the new state's zones are rendered: a select cannot take a value it has no option for
  const tzChosen = useRef(false);
  const tzField = register('tz', { onChange: () => (tzChosen.current = true) });
  const shownState = useRef(state);
  useEffect(() => {
    if (kind !== 'facility' || state === shownState.current) return;
    shownState.current = state;
    if (!state) return;
    const next = zoneAfterStateChange(state, getValues('tz'), tzChosen.current);
    tzChosen.current &&= next === getValues('tz');
    setValue('tz', next, { shouldDirty: true, shouldValidate: true });
  }, [kind, state, getValues, setValue]);

  const mayEditProfile = useMayDo('profile');
  const [onSubmit, saving] = useSingleSubmit(async (values: AccountValues) => {
    if (!user || !entityId) return;
    try {
      await dispatch(
        saveAccount({ uid: user.id, kind, entityId, values, seen: storedNow ?? defaults, profile: mayEditProfile }),
      ).unwrap();
      toast.success(ACCOUNT_SAVED);
      reset(values);
      dispatch(profileInvalidated());
    } catch (err) {
      // whatever the ThunkError's kind, nothing was stored and the form keeps what was typed
      if ((err as ThunkError).kind === 'changed') {
        const current = await dispatch(readStoredAccount({ uid: user.id, kind, entityId }))
          .unwrap()
          .catch(() => null);
        if (!current) toast.error(ACCOUNT_SAVE_FAILED);
      } else {
        toast.error(ACCOUNT_SAVE_FAILED);
      }
    }
  });

  const text = (name: keyof AccountValues, labelText: string, props: Record<string, unknown> = {}) => (
    <Form.Group className="mb-3" controlId={`account-${name}`}>
      <Form.Label>{labelText}</Form.Label>
      <Form.Control isInvalid={!!errors[name]} {...props} {...register(name)} />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <>
      <Card className="shadow-sm">
        <Card.Header>
          <h1 className="h5 mb-0">Account</h1>
        </Card.Header>
        <Card.Body>
          {storedNow && (
            <Alert variant="warning" role="alert">
              <p className="mb-1">{ACCOUNT_CHANGED}</p>
              <p className="small mb-0">
                {[
                  `${storedNow.firstName} ${storedNow.lastName}`,
                  storedNow.phone,
                  `${storedNow.address}, ${storedNow.city}, ${storedNow.state} ${storedNow.postalCode}`,
                  ...(storedNow.tz ? [zoneName(storedNow.tz)] : []),
                ].join(' · ')}
              </p>
            </Alert>
          )}
          <Form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
            {/* nothing changes while saving: the form then shows what was stored */}
            <fieldset disabled={saving}>
              <h2 className="h6 text-body-secondary">You</h2>
              <Row>
                <Col sm={6}>{text('firstName', 'First name', { autoComplete: 'given-name' })}</Col>
                <Col sm={6}>{text('lastName', 'Last name', { autoComplete: 'family-name' })}</Col>
              </Row>
              {/* the facility's (or company's) profile is its Owners' to change; others see it as it is */}
              <fieldset disabled={!mayEditProfile}>
                <h2 className="h6 text-body-secondary mt-2">{label}</h2>
                <p className="mb-3">
                  <strong>{kind === 'company' ? company?.companyName : facility?.facilityName}</strong>{' '}
                  <span className="badge text-bg-secondary">
                    {kind === 'company' ? company?.status : facility?.status}
                  </span>
                </p>
                {text('intro', 'Intro', { as: 'textarea', rows: 3 })}
                <Row>
                  <Col sm={6}>{text('phone', 'Phone Number', { type: 'tel' })}</Col>
                  <Col sm={6}>{text('avatar', 'Avatar URL', { type: 'url', placeholder: 'https://' })}</Col>
                </Row>
                {text('address', 'Address')}
                <Row>
                  <Col sm={5}>{text('city', 'City')}</Col>
                  <Col sm={4}>
                    <Form.Group className="mb-3" controlId="account-state">
                      <Form.Label>State</Form.Label>
                      <StateSelect isInvalid={!!errors.state} {...register('state')} />
                      <Form.Control.Feedback type="invalid">{errors.state?.message}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col sm={3}>{text('postalCode', 'Postal Code')}</Col>
                </Row>
                {kind === 'facility' && (
                  <Form.Group className="mb-3" controlId="account-tz">
                    <Form.Label>Time zone</Form.Label>
                    <Form.Select
                      isInvalid={!!errors.tz}
                      aria-describedby={tzChanged && hasShifts ? 'account-tz-warning' : undefined}
                      {...tzField}
                    >
                      {/* a zone stored before that is not of the state: shown as it is, to be chosen anew */}
                      {!zones.some((z) => z.tz === tz) && <option value={tz}>{zoneName(tz)}</option>}
                      {zones.map((z) => (
                        <option key={z.tz} value={z.tz}>
                          {z.name}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{errors.tz?.message}</Form.Control.Feedback>
                    {tzChanged && hasShifts && (
                      <Alert variant="warning" id="account-tz-warning" className="mt-2 mb-0 small">
                        {TZ_KEEPS_SHIFT_TIMES}
                      </Alert>
                    )}
                    {tzChanged && hasShifts === false && <Form.Text>{TZ_NO_SHIFTS}</Form.Text>}
                  </Form.Group>
                )}
              </fieldset>
              <Form.Check
                className="mb-4"
                type="switch"
                id="account-visibility"
                label="Show my contact information to workers"
                {...register('contactInfoVisibility')}
              />
            </fieldset>
            {/* at the right end: a toast (bottom-left) would cover Save, and a pointer on it keeps it open */}
            <div className="d-flex justify-content-end">
              <Button type="submit" disabled={!isDirty || saving}>
                {saving && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
                Save
              </Button>
            </div>
          </Form>
        </Card.Body>
      </Card>
      <NotificationSettings />
    </>
  );
}
