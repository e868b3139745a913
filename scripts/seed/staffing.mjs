// The staffing plan's demo (issue 37): Maple Grove has needs saved for its three templates, more than its shifts of
// next week cover, so that week has gaps to post. One document per template, as the portal saves them.
import { needsDocId, POSITIONS } from './domain.mjs';
import { DEMO_IDS } from './ids.mjs';

const MAPLE_GROVE_NEEDS = {
  Day: { CNA: [2, 3, 3, 3, 3, 3, 2], LPN: [1, 1, 1, 1, 1, 1, 1], RN: [0, 1, 1, 1, 1, 1, 0] },
  Evening: { CNA: [2, 2, 2, 2, 2, 2, 2], LPN: [1, 1, 1, 1, 1, 1, 1] },
  Night: { CNA: [1, 1, 1, 1, 1, 1, 1], RN: [1, 1, 1, 1, 1, 1, 1] },
};

export function staffingNeedsDocs({ clock, facilities }) {
  const id = DEMO_IDS.facilities.mapleGrove;
  const facility = facilities[id];
  return facility.shiftTemplates.map((template) => ({
    path: `facilities/${id}/staffingNeeds/${needsDocId(template.name)}`,
    data: {
      template: { name: template.name, startTime: template.startTime, endTime: template.endTime },
      needs: Object.fromEntries(
        POSITIONS.map((p) => [p, MAPLE_GROVE_NEEDS[template.name]?.[p] ?? [0, 0, 0, 0, 0, 0, 0]]),
      ),
      updatedBy: facility.ownerId,
      updatedAt: new Date(clock.baseCreated),
    },
  }));
}
