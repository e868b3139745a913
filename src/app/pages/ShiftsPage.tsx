import { useAppSelector } from '../hooks';
import { WelcomeCard } from './WelcomeCard';
import { selectUserType } from '../../features/auth/authSlice';
import { ShiftTable } from '../../features/shifts/ShiftTable';
import { ShiftTemplatesEditor } from '../../features/shifts/ShiftTemplatesEditor';

/** /shifts: 'welcome card, shift list, and for facility users the Shift Templates editor'. */
export default function ShiftsPage() {
  const isFacility = useAppSelector(selectUserType) === 'facility';
  return (
    <>
      <WelcomeCard />
      <ShiftTable mode="loadMore" />
      {isFacility && <ShiftTemplatesEditor />}
    </>
  );
}
