import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AuthLayout, useAuthLayout } from './AuthLayout';
import { parseUserType } from './userTypeParam';

export default function ChoosePage() {
  const [params] = useSearchParams();
  const [userType, setUserType] = useState(parseUserType(params.get('userType')));
  const navigate = useNavigate();
  const layout = useAuthLayout();
  return (
    <AuthLayout title="Who are you?">
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void navigate(`/authentication/${layout}/login?userType=${userType}`);
        }}
      >
        <fieldset>
          <legend className="fs-6 text-body-secondary">Choose how you use ShiftCover</legend>
          <Form.Check
            type="radio"
            id="choose-facility"
            name="userType"
            label="Owner or scheduler of a facility"
            checked={userType === 'facility'}
            onChange={() => setUserType('facility')}
            className="mb-2"
          />
          <Form.Check
            type="radio"
            id="choose-company"
            name="userType"
            label="Owner or scheduler of a company with multiple facilities"
            checked={userType === 'company'}
            onChange={() => setUserType('company')}
          />
        </fieldset>
        <Button type="submit" className="w-100 mt-4">
          Next
        </Button>
      </Form>
    </AuthLayout>
  );
}
