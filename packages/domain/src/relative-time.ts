// 'x ago' for notification times (SPEC section 2): seconds, minutes, hours, days, months of 30 days,
// then years.

const UNITS: [name: string, seconds: number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

export function relativeTime(iso: string, now: Date): string {
  const elapsed = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 1000));
  for (const [name, size] of UNITS) {
    const count = Math.floor(elapsed / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return `${elapsed} second${elapsed === 1 ? '' : 's'} ago`;
}
