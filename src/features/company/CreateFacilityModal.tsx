import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { focusFirstField } from '../../components/focusFirstField';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { StateSelect } from '../../components/StateSelect';
import { createFacilitySchema, type CreateFacilityValues } from '../../domain/createFacilitySchema';
import { defaultZoneOfState, zonesOfState } from '../../domain/stateTimeZones';
import { createFacility, selectCreatingFacility } from './companySlice';
import { CREATE_FACILITY, FACILITY_CREATE_FAILED, facilityCreated } from './messages';

const EMPTY: CreateFacilityValues = {
  facilityName: '',
  facilityAddress: '',
  facilityCity: '',
  facilityState: '',
  facilityPostalCode: '',
  facilityPhoneNumber: '',
  tz: '',
};

/** 'Create facility (company users): form of facility fields', every field required and trimmed. */
export function CreateFacilityModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<CreateFacilityValues>({
    resolver: yupResolver(createFacilitySchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const creating = useAppSelector(selectCreatingFacility);

  // a state of several zones (El Paso's Mountain time in Texas) offers them, its default first; set once they are
  // rendered, as a select takes no value it has no option for
  const state = watch('facilityState');
  const zones = zonesOfState(state);
  useEffect(() => setValue('tz', state ? defaultZoneOfState(state) : ''), [state, setValue]);

  const close = () => {
    if (creating) return;
    reset(EMPTY);
    onHide();
  };

  const onSubmit = async (values: CreateFacilityValues) => {
    try {
      const facility = await dispatch(createFacility(values)).unwrap();
      toast.success(facilityCreated(facility.facilityName));
      reset(EMPTY);
      onHide();
    } catch {
      toast.error(FACILITY_CREATE_FAILED);
    }
  };

  const field = (name: keyof CreateFacilityValues, label: string, props: Record<string, unknown> = {}) => (
    <Form.Group className="mb-3" controlId={`create-facility-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        isInvalid={!!errors[name]}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `create-facility-${name}-error` : undefined}
        aria-required="true"
        {...props}
        {...register(name)}
      />
      <Form.Control.Feedback type="invalid" id={`create-facility-${name}-error`}>
        {errors[name]?.message}
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Modal
      show={show}
      onHide={close}
      aria-labelledby={titleId}
      backdrop={creating ? 'static' : true}
      onEntered={focusFirstField}
    >
      <Form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            {CREATE_FACILITY}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {field('facilityName', 'Facility Name', { autoComplete: 'organization' })}
          {field('facilityAddress', 'Facility Address', { autoComplete: 'street-address' })}
          <Row>
            <Col sm={6}>{field('facilityCity', 'Facility City', { autoComplete: 'address-level2' })}</Col>
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="create-facility-facilityState">
                <Form.Label>Facility State</Form.Label>
                <StateSelect
                  isInvalid={!!errors.facilityState}
                  aria-invalid={!!errors.facilityState}
                  aria-describedby={errors.facilityState ? 'create-facility-facilityState-error' : undefined}
                  aria-required="true"
                  {...register('facilityState')}
                />
                <Form.Control.Feedback type="invalid" id="create-facility-facilityState-error">
                  {errors.facilityState?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
          </Row>
          {zones.length > 1 && (
            <Form.Group className="mb-3" controlId="create-facility-tz">
              <Form.Label>Time zone</Form.Label>
              <Form.Select {...register('tz')}>
                {zones.map((z) => (
                  <option key={z.tz} value={z.tz}>
                    {z.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          <Row>
            <Col sm={6}>
              {field('facilityPostalCode', 'Facility Postal Code', {
                autoComplete: 'postal-code',
                inputMode: 'numeric',
              })}
            </Col>
            <Col sm={6}>
              {field('facilityPhoneNumber', 'Facility Phone Number', { type: 'tel', autoComplete: 'tel' })}
            </Col>
          </Row>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={creating}>
            Cancel
          </Button>
          <Button type="submit" disabled={creating} className="d-inline-flex align-items-center gap-2">
            {creating && <Spinner animation="border" size="sm" aria-hidden="true" />}
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
