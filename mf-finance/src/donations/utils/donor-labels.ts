// Donor types and their words, without the form's zod schema: the Donors tab shows them on a cold
// load, the schema loads with the drawer.
export const DONOR_TYPES = ['individual', 'foundation', 'corporation', 'government', 'other'] as const;
export const DONOR_TYPE_LABELS: Record<(typeof DONOR_TYPES)[number], string> = {
  individual: 'Individual',
  foundation: 'Foundation',
  corporation: 'Corporation',
  government: 'Government',
  other: 'Other organization',
};
