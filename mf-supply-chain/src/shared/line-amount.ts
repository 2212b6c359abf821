// A line's amount in cents as the database will compute it (round(quantity x unit cost, 2)),
// only as a hint in the forms; null while either input is not a number.
export function lineAmountCents(quantity: string | undefined, unitCost: string | undefined): number | null {
  const q = Number(quantity);
  const c = Number(unitCost);
  if (!quantity || !unitCost || !Number.isFinite(q) || !Number.isFinite(c)) return null;
  // Quantities and costs have at most two decimals: work in hundredths to avoid float drift.
  return Math.round((Math.round(q * 100) * Math.round(c * 100)) / 100);
}
