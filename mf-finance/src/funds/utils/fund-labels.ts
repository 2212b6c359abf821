// The two ASU 2016-14 net asset classes and their words, without the fund form's zod schema: the
// funds list shows them on a cold load, the schema loads with the drawer.
export const RESTRICTIONS = ['without_donor_restrictions', 'with_donor_restrictions'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

export const RESTRICTION_LABELS: Readonly<Record<Restriction, string>> = {
  without_donor_restrictions: 'Without donor restrictions',
  with_donor_restrictions: 'With donor restrictions',
};

export function restrictionLabel(value: string): string {
  return value === 'with_donor_restrictions' || value === 'without_donor_restrictions' ? RESTRICTION_LABELS[value] : value;
}
