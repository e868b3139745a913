import { useAppSelector } from '../../lib/hooks';
import { WelcomeCard } from './WelcomeCard';
import { selectUserType } from '../../session/sessionSlice';
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
