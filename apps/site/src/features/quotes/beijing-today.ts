/** Today's date in Beijing (YYYY-MM-DD): prices are dated by the exchange's day, wherever the reader is. */
export function beijingToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
