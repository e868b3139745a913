// The staffing plan's demo: Maple Grove has needs saved for its three templates, more than its shifts of
// next week cover, so that week has gaps to post. One document per template, as the portal saves them. Next week has
// a census on each of its days and the facility a target, so the hours per resident day show under Coverage.
import { addDays, calendarDateIn, needsDocId, POSITIONS, timesheetSunday } from './domain.mjs';
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

const MAPLE_GROVE_CENSUS = [84, 86, 86, 85, 87, 88, 84];
const MAPLE_GROVE_HPRD_TARGET = 3.5;

export function staffingCensusDocs({ clock, facilities }) {
  const id = DEMO_IDS.facilities.mapleGrove;
  const facility = facilities[id];
  // next week's Sunday, in the facility's zone
  const sunday = timesheetSunday(addDays(calendarDateIn(clock.now, facility.tz), 7), clock.now);
  const written = { updatedBy: facility.ownerId, updatedAt: new Date(clock.baseCreated) };
  return [
    { path: `facilities/${id}/staffingCensus/${sunday}`, data: { census: MAPLE_GROVE_CENSUS, ...written } },
    { path: `facilities/${id}/staffing/plan`, data: { hprdTarget: MAPLE_GROVE_HPRD_TARGET, ...written } },
  ];
}
