// Hours between two instants to two places: the one rule for the timesheet's Hours, the approvedHours the rules
// accept, and a worker's hours. Apart from the timesheet's rules (which load dayjs), as the store uses it.

/** Hours to two places from a span in ms (as the rules compute approvedHours). */
export function spanHours(from: number, to: number): number {
  return Math.round((to - from) / 36_000) / 100;
}
