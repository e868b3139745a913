import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from 'react-toastify';
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
import { accountSchema, type AccountValues } from '../../domain/accountSchema';
import { saveAccount } from './accountThunks';
import { ACCOUNT_SAVE_FAILED, ACCOUNT_SAVED } from './messages';

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

  const defaults = useMemo<AccountValues>(() => {
    if (kind === 'company' && company) {
      return {
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        intro: company.companyIntro,
        phone: company.companyPhoneNumber,
        address: company.companyAddress,
        city: company.companyCity,
        state: company.companyState,
        postalCode: company.companyPostalCode,
        avatar: company.companyAvatar,
        notifications: company.notifications,
        contactOptions: company.contactOptions,
        contactInfoVisibility: company.contactInfoVisibility,
      };
    }
    return {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      intro: facility?.facilityIntro ?? '',
      phone: facility?.facilityPhoneNumber ?? '',
      address: facility?.facilityAddress ?? '',
      city: facility?.facilityCity ?? '',
      state: facility?.facilityState ?? '',
      postalCode: facility?.facilityPostalCode ?? '',
      avatar: facility?.facilityAvatar ?? '',
      notifications: facility?.notifications ?? 'all-notifications',
      contactOptions: facility?.contactOptions ?? 'email-option',
      contactInfoVisibility: facility?.contactInfoVisibility ?? true,
    };
  }, [kind, company, facility, user]);

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<AccountValues>({ resolver: yupResolver(accountSchema), defaultValues: defaults, mode: 'onTouched' });

  const entityId = kind === 'company' ? company?.id : facility?.id;

  const [onSubmit, saving] = useSingleSubmit(async (values: AccountValues) => {
    if (!user || !entityId) return;
    try {
      await dispatch(saveAccount({ uid: user.id, kind, entityId, values })).unwrap();
      toast.success(ACCOUNT_SAVED);
      reset(values);
      dispatch(profileInvalidated());
    } catch {
      // whatever the ThunkError's kind, nothing was stored and the form keeps what was typed
      toast.error(ACCOUNT_SAVE_FAILED);
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
    <Card className="shadow-sm">
      <Card.Header>
        <h1 className="h5 mb-0">Account</h1>
      </Card.Header>
      <Card.Body>
        <Form onSubmit={handleSubmit(onSubmit)} noValidate>
          {/* nothing changes while saving: the form then shows what was stored */}
          <fieldset disabled={saving}>
            <h2 className="h6 text-body-secondary">You</h2>
            <Row>
              <Col sm={6}>{text('firstName', 'First name', { autoComplete: 'given-name' })}</Col>
              <Col sm={6}>{text('lastName', 'Last name', { autoComplete: 'family-name' })}</Col>
            </Row>
            <h2 className="h6 text-body-secondary mt-2">{label}</h2>
            <p className="mb-3">
              <strong>{kind === 'company' ? company?.companyName : facility?.facilityName}</strong>{' '}
              <span className="badge text-bg-secondary">{kind === 'company' ? company?.status : facility?.status}</span>
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
            <Row>
              <Form.Group as={Col} sm={6} className="mb-3" controlId="account-notifications">
                <Form.Label>Notifications</Form.Label>
                <Form.Select {...register('notifications')}>
                  <option value="all-notifications">All notifications</option>
                  <option value="important-notifications">Important notifications only</option>
                  <option value="no-notifications">No notifications</option>
                </Form.Select>
              </Form.Group>
              <Form.Group as={Col} sm={6} className="mb-3" controlId="account-contact">
                <Form.Label>Contact options</Form.Label>
                <Form.Select {...register('contactOptions')}>
                  <option value="email-option">Email</option>
                  <option value="phone-option">Phone</option>
                  <option value="sms-option">Text message</option>
                </Form.Select>
              </Form.Group>
            </Row>
            <Form.Check
              className="mb-4"
              type="switch"
              id="account-visibility"
              label="Show my contact information to workers"
              {...register('contactInfoVisibility')}
            />
          </fieldset>
          <Button type="submit" disabled={!isDirty || saving}>
            {saving && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
            Save
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
