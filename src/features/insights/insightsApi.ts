// What /insights reads, all of it through src/data/insights (its thunk loads this module on demand).
export { fetchInsights, type InsightsAnswer } from '../../data/insights';
