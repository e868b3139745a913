// The past review: of mg-shift-04.
import { HOUR } from './clock.mjs';
import { DEMO_IDS } from './ids.mjs';

/** The past review: of mg-shift-04. */
export function reviewDoc(shifts) {
  const reviewed = shifts.find((s) => s.id === DEMO_IDS.shifts.reviewed);
  return {
    path: `reviews/${reviewed.id}`,
    data: {
      reviewerType: 'facility',
      revieweeType: 'worker',
      nurseId: reviewed.nurseId,
      facilityIdentifier: 'maple-grove',
      responses: [
        { questionId: 'rating', responseValue: 4 },
        { questionId: 'onTime', responseValue: true },
        { questionId: 'additionalComments', responseValue: 'Reliable and kind with residents; would book again.' },
      ],
      submittedAt: new Date(reviewed.clockOut.getTime() + 18 * HOUR),
      status: 'submitted',
      rating: 4,
      reviewerId: 'uid-dana',
      isTest: false,
    },
  };
}
