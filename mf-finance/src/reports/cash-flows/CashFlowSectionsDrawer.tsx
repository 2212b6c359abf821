// Which section of the cash flow statement each asset and liability account type feeds (owners and
// admins change it; the database refuses others). A change applies to every period at once.
import { Alert, Button, Skeleton, serverErrorMessage } from '@missionbase/ui';
import { Table } from '@missionbase/ui/table';
import { Drawer, Select } from '@missionbase/ui/forms';
import { useSetCashFlowSection } from '../data/cash-flow-section-mutation';
import { cashFlowSectionOf, useCashFlowSections } from '../data/cash-flow-sections-query';
import type { CashFlowSection, CashFlowSectionRow } from '../data/cash-flow-sections-query';

const SECTION_OPTIONS: { value: CashFlowSection; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'operating', label: 'Operating activities' },
  { value: 'investing', label: 'Investing activities' },
  { value: 'financing', label: 'Financing activities' },
];

export function CashFlowSectionsDrawer({ open, onClose, canEdit }: { open: boolean; onClose: () => void; canEdit: boolean }) {
  const sections = useCashFlowSections(open);
  const save = useSetCashFlowSection();
  return (
    <Drawer title="Cash flow sections by account type" open={open} onClose={onClose} width="min(520px, 100vw)">
      {save.error ? <Alert type="error" showIcon message="Could not save" description={serverErrorMessage(save.error)} style={{ marginBottom: 12 }} /> : null}
      {sections.error ? (
        <Alert type="warning" showIcon message={serverErrorMessage(sections.error)} action={<Button onClick={() => void sections.refetch()}>Retry</Button>} />
      ) : !sections.data ? (
        <Skeleton active />
      ) : (
        <Table<CashFlowSectionRow>
          rowKey="account_type_id"
          pagination={false}
          size="small"
          dataSource={sections.data}
          columns={[
            { key: 'type', title: 'Account type', render: (_, row) => `${row.type_name ?? ''} (${row.category ?? ''})` },
            {
              key: 'section',
              title: 'Section',
              render: (_, row) => (
                <Select<CashFlowSection>
                  aria-label={`Section of ${row.type_name ?? ''}`}
                  value={cashFlowSectionOf(row.section)}
                  disabled={!canEdit || save.isPending || row.account_type_id === null}
                  style={{ minWidth: 200 }}
                  onChange={(section) => {
                    if (row.account_type_id !== null) save.mutate({ accountTypeId: row.account_type_id, section });
                  }}
                  options={SECTION_OPTIONS.map((option) => ({ ...option, label: option.value === row.default_section ? `${option.label} (default)` : option.label }))}
                />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
