import { useAppSelector } from '../../lib/hooks';
import { WelcomeCard } from './WelcomeCard';
import { selectUserType } from '../../session/sessionSlice';
import { ShiftTable } from '../../features/shifts/ShiftTable';
import { TemplatesEditorWhenNear } from '../../features/shifts/TemplatesEditorWhenNear';

/** /shifts: 'welcome card, shift list, and for facility users the Shift Templates editor'. */
export default function ShiftsPage() {
  const isFacility = useAppSelector(selectUserType) === 'facility';
  return (
    <>
      <WelcomeCard />
      <ShiftTable mode="loadMore" />
      {isFacility && <TemplatesEditorWhenNear />}
    </>
  );
}
