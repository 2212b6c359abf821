// Printing a list or report: the Print button and the header that only paper shows (organization,
// title, period, time). The kit's print stylesheet hides the shell (sidebar, top bar, banners),
// pagers and toolbars, so the page's content is what prints.
import { Button } from 'antd';
import { KitStyles } from '../kit-styles';
import { useKitOrganization } from '../OrganizationProvider';
import { formatGeneratedAt } from './export-content';

export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <>
      <KitStyles />
      <Button className="mb-no-print" onClick={() => window.print()}>
        {label}
      </Button>
    </>
  );
}

export function PrintHeader({ title, period, organizationName }: { title: string; period?: string; organizationName?: string }) {
  const organization = useKitOrganization();
  return (
    <div className="mb-print-only" style={{ marginBottom: 12 }}>
      <KitStyles />
      <div style={{ fontSize: 16, fontWeight: 700 }}>{organizationName ?? organization.name ?? ''}</div>
      <div style={{ fontSize: 14, fontWeight: 600 }}>{title}</div>
      {period ? <div>Period: {period}</div> : null}
      <div>Printed: {formatGeneratedAt(new Date())}</div>
    </div>
  );
}
