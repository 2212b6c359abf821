// The pay period a new run proposes: the half month after the latest run's period (1st-15th,
// 16th-end of month), else the half month holding today; paid the day after it ends.
function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function utc(text: string): Date {
  return new Date(`${text}T00:00:00Z`);
}

export interface PayPeriod {
  periodStart: string;
  periodEnd: string;
  payDate: string;
}

export function halfMonthOf(day: Date): PayPeriod {
  const y = day.getUTCFullYear();
  const m = day.getUTCMonth();
  const first = day.getUTCDate() <= 15;
  const start = new Date(Date.UTC(y, m, first ? 1 : 16));
  const end = first ? new Date(Date.UTC(y, m, 15)) : new Date(Date.UTC(y, m + 1, 0));
  const pay = new Date(end.getTime() + 86_400_000);
  return { periodStart: iso(start), periodEnd: iso(end), payDate: iso(pay) };
}

export function nextPayPeriod(latestEnd: string | null, today: string): PayPeriod {
  if (!latestEnd) return halfMonthOf(utc(today));
  return halfMonthOf(new Date(utc(latestEnd).getTime() + 86_400_000));
}
