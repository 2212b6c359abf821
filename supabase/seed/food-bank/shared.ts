// What the food bank's seed modules share: name lists, the months of activity, and the funds
// and projects that later modules tag their documents with.
import type { OrganizationContext } from '../organization-context.ts';
import { monthStart } from '../random.ts';

export const FIRST_NAMES = ['Maria', 'James', 'Aisha', 'Wei', 'Carlos', 'Emily', 'Noah', 'Fatima', 'Liam', 'Grace', 'Omar', 'Hannah', 'Diego', 'Chloe', 'Samuel', 'Priya', 'Lucas', 'Zoe', 'Ethan', 'Mei', 'Isaac', 'Nora', 'Mateo', 'Ruth', 'Kofi'];
export const LAST_NAMES = ['Garcia', 'Johnson', 'Khan', 'Chen', 'Rivera', 'Smith', 'Okafor', 'Patel', "O'Brien", 'Nguyen', 'Haddad', 'Miller', 'Lopez', 'Brown', 'Kowalski', 'Singh', 'Martin', 'Davis', 'Moore', 'Tanaka'];

export function months(ctx: OrganizationContext): Date[] {
  const list: Date[] = [];
  for (let m = monthStart(ctx.start); m <= ctx.today; m = monthStart(m, 1)) list.push(m);
  return list;
}

/** Dates of activity never pass the seed's today. */
export function notFuture(ctx: OrganizationContext, date: Date): boolean {
  return date <= ctx.today;
}

export interface Funds {
  general: string;
  youth: string;
  capital: string;
  disaster: string;
  reserve: string;
}

export interface Projects {
  pantry: string;
  seniors: string;
  backpacks: string;
  garden: string;
  warehouse: string;
}
