// Net assets by donor restriction (ASU 2016-14): without, with, and their total.
import { SummaryGate } from './SummaryGate';
import { Figure } from './Figure';

export function NetAssetsWidget() {
  return (
    <SummaryGate rows={3}>
      {(summary) => (
        <>
          <Figure label="Total net assets" cents={summary.netAssets.totalCents} testId="net-assets-total" />
          <div className="mb-figure-pair">
            <Figure label="Without donor restrictions" cents={summary.netAssets.withoutDonorRestrictionsCents} testId="net-assets-without" size="medium" />
            <Figure label="With donor restrictions" cents={summary.netAssets.withDonorRestrictionsCents} testId="net-assets-with" size="medium" />
          </div>
        </>
      )}
    </SummaryGate>
  );
}
