// Maple Grove's pending invitation (CONTRACT.md: `demo-invite` invites invitee@shiftcover.test as a Scheduler), sent a
// day before the seed: open for six more days.
import { DAY, floorMin } from './clock.mjs';

export function inviteDoc(now) {
  return {
    path: 'invites/demo-invite',
    data: {
      email: 'invitee@shiftcover.test',
      firstName: 'Jamie',
      lastName: 'Rivera',
      facilityName: 'Maple Grove Care Center',
      facilityId: 'maple-grove',
      userId: null,
      status: 'pending',
      role: 'scheduler',
      sentAt: floorMin(now) - DAY,
    },
  };
}
