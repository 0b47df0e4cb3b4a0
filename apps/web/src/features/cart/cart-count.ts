/** What the badge shows: the count as it is, large counts capped. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
