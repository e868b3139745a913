// The dashboard's urgent card's read (Unfilled in the next 48 hours), apart from insightsApi.ts: the dashboard loads
// this listener (src/data/shifts.ts) alone, not /insights' aggregation queries.
export { watchUnfilledSoon, type UnfilledShift } from '../../data/shifts';
