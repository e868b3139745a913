// What Insights reads, all of it through src/data/insights (the thunks load this module on demand).
export { fetchInsights, watchUnfilledSoon, type InsightsAnswer, type UnfilledShift } from '../../data/insights';
