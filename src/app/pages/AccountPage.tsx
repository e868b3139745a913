import AccountForm from '../../features/account/AccountPage';
import { PbjFacilityIdForm } from '../../features/reports/PbjFacilityIdForm';

/** /pages/settings: the account and profile, and the facility profile's PBJ facility ID (the reports feature's). */
export default function AccountPage() {
  return (
    <>
      <AccountForm />
      <PbjFacilityIdForm />
    </>
  );
}
