import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Nav from 'react-bootstrap/Nav';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../../lib/toast';
import { AuthLayout } from './AuthLayout';
import { TermsOfUse } from './TermsOfUse';
import { StateSelect } from '../../../components/StateSelect';
import { parseUserType, typeLabel } from './userTypeParam';
import { createAccount } from '../authSlice';
import { signupErrorMessage, WIZARD_DONE, WIZARD_NO_ACCESS } from '../messages';
import { wizardStep1Schema, wizardStep2Schema, type WizardStep1Values } from '../../../domain/authSchemas';
import { useSingleSubmit } from '../../../components/useSingleSubmit';
import { useAppDispatch } from '../../../lib/hooks';
import type { ThunkError } from '../../../lib/thunkError';

type Step = 1 | 2 | 3;

const STEP_TITLES: Record<Step, string> = { 1: 'Account', 2: 'Contract', 3: 'Done' };

/** Registration in three steps: entity details, the contract, done. */
export default function WizardPage() {
  const [params] = useSearchParams();
  const userType = parseUserType(params.get('userType'));
  const label = typeLabel(userType);
  const [step, setStep] = useState<Step>(1);
  const [reached, setReached] = useState<Step>(1);
  const [noAccess, setNoAccess] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<WizardStep1Values>({
    resolver: yupResolver(wizardStep1Schema(label)),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      name: '',
      address: '',
      city: '',
      state: '',
      postalCode: '',
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });

  const terms = useForm<{ acceptTerms: boolean }>({
    resolver: yupResolver(wizardStep2Schema),
    mode: 'onChange',
    defaultValues: { acceptTerms: false },
  });
  const termsError = terms.formState.errors.acceptTerms?.message;

  const goTo = (target: Step) => {
    if (target === 3 || step === 3) {
      if (step !== 3) setNoAccess(true);
      return;
    }
    if (target <= reached) setStep(target);
  };

  const [createAccountStep, busy] = useSingleSubmit(async () => {
    const v = getValues();
    try {
      await dispatch(
        createAccount({
          email: v.email,
          password: v.password,
          displayName: `${v.firstName.trim()} ${v.lastName.trim()}`,
          profile: {
            kind: userType === 'company' ? 'companyOwner' : 'facilityOwner',
            signup: {
              firstName: v.firstName.trim(),
              lastName: v.lastName.trim(),
              email: v.email.trim(),
              name: v.name,
              address: v.address,
              city: v.city,
              state: v.state,
              postalCode: v.postalCode,
              phone: v.phone,
            },
          },
        }),
      ).unwrap();
      setStep(3);
      setReached(3);
    } catch (err) {
      // 'If account creation fails at step 2 the wizard returns to step 1', everything typed kept
      toast.error(signupErrorMessage((err as ThunkError).code ?? ''));
      setStep(1);
    }
  });

  const field = (name: keyof WizardStep1Values, text: string, type = 'text', autoComplete?: string) => (
    <Form.Group className="mb-3" controlId={`wizard-${name}`}>
      <Form.Label>{text}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        isInvalid={!!errors[name]}
        aria-describedby={errors[name] ? `wizard-${name}-error` : undefined}
        {...register(name)}
      />
      <Form.Control.Feedback type="invalid" id={`wizard-${name}-error`}>
        {errors[name]?.message}
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <AuthLayout title={`Create your ${label.toLowerCase()} account`} wide>
      <Nav variant="pills" className="mb-4 flex-nowrap" as="ol" aria-label="Registration steps">
        {([1, 2, 3] as Step[]).map((s) => (
          <Nav.Item as="li" key={s} className="flex-fill text-center">
            <Nav.Link
              as="button"
              type="button"
              active={step === s}
              aria-current={step === s ? 'step' : undefined}
              onClick={() => goTo(s)}
              className="w-100"
            >
              {s}. {STEP_TITLES[s]}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>

      {step === 1 && (
        <Form
          noValidate
          onSubmit={(e) =>
            void handleSubmit(() => {
              setStep(2);
              setReached((r) => (r < 2 ? 2 : r));
            })(e)
          }
        >
          <Row>
            <Col sm={6}>{field('firstName', 'First name', 'text', 'given-name')}</Col>
            <Col sm={6}>{field('lastName', 'Last name', 'text', 'family-name')}</Col>
          </Row>
          {field('name', `${label} Name`, 'text', 'organization')}
          {field('address', `${label} Address`, 'text', 'street-address')}
          <Row>
            <Col sm={5}>{field('city', `${label} City`, 'text', 'address-level2')}</Col>
            <Col sm={4}>
              <Form.Group className="mb-3" controlId="wizard-state">
                <Form.Label>{`${label} State`}</Form.Label>
                <StateSelect
                  isInvalid={!!errors.state}
                  aria-describedby={errors.state ? 'wizard-state-error' : undefined}
                  {...register('state')}
                />
                <Form.Control.Feedback type="invalid" id="wizard-state-error">
                  {errors.state?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col sm={3}>{field('postalCode', `${label} Postal Code`, 'text', 'postal-code')}</Col>
          </Row>
          <Row>
            <Col sm={6}>{field('phone', `${label} Phone`, 'tel', 'tel')}</Col>
            <Col sm={6}>{field('email', 'Email', 'email', 'email')}</Col>
          </Row>
          <Row>
            <Col sm={6}>{field('password', 'Password', 'password', 'new-password')}</Col>
            <Col sm={6}>{field('confirmPassword', 'Confirm Password', 'password', 'new-password')}</Col>
          </Row>
          <div className="d-flex justify-content-end">
            <Button type="submit">Next</Button>
          </div>
        </Form>
      )}

      {step === 2 && (
        <div>
          <TermsOfUse />
          <Form.Check
            id="wizard-terms"
            label="I accept the terms and conditions"
            isInvalid={!!termsError}
            feedback={termsError}
            feedbackType="invalid"
            {...terms.register('acceptTerms')}
          />
          <div className="d-flex justify-content-between mt-4">
            <Button variant="outline-secondary" onClick={() => setStep(1)} disabled={busy}>
              Previous
            </Button>
            <Button onClick={(e) => void terms.handleSubmit(createAccountStep)(e)} disabled={busy}>
              {busy && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
              Create account
            </Button>
          </div>
        </div>
      )}

      {step === 3 && (
        <div className="text-center py-3">
          <p className="lead">{WIZARD_DONE}</p>
          <Button onClick={() => void navigate('/', { replace: true })}>Go to Dashboard</Button>
        </div>
      )}

      <Modal show={noAccess} onHide={() => setNoAccess(false)} centered aria-labelledby="wizard-no-access-title">
        <Modal.Header closeButton>
          <Modal.Title id="wizard-no-access-title" as="h2" className="h5">
            Not available
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{WIZARD_NO_ACCESS}</Modal.Body>
        <Modal.Footer>
          <Button onClick={() => setNoAccess(false)}>Close</Button>
        </Modal.Footer>
      </Modal>
    </AuthLayout>
  );
}
