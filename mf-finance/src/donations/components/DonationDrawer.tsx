// A donation in the kit's RecordDrawer: date, donor (chosen, or added inline with the
// duplicate warning), amount (the fair value for in-kind gifts), method with the check number or
// the in-kind description, fund with its restriction (the gift's restriction is the fund's),
// project, campaign and memo; "Apply to pledge" (the donor's unpaid pledges: the gift then collects
// Pledges Receivable in the pledge's fund, no new revenue) and the goods or services the donor
// received (printed on the receipt). An opened gift offers its receipt (download, e-mail). The
// database posts it and refuses in its own words (a restriction mismatch, more than a pledge's open
// balance, a locked period, a viewer, an ended trial); viewers see it read only.
import { useEffect, useMemo, useRef } from 'react';
import { Tag, Typography, formatMoney } from '@missionbase/ui';
import { Form, Input, RecordDrawer, Select } from '@missionbase/ui/forms';
import { Segmented } from '@missionbase/ui/toggles';
import { AccountPicker, FundPicker, MoneyInput, ProjectPicker, RESTRICTION_LABELS, useBundleFunds } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { FieldErrorMap } from '@missionbase/ui';
import { useActiveOrganizationId, organizationToday } from '@missionbase/session';
import { useDonationCampaigns } from '../data/donation-campaigns-query';
import { useSaveDonation } from '../data/donation-save-mutation';
import { donationFormSchema, donationValuesOf, newDonationValues } from '../utils/donation-form';
import { DONATION_METHODS, methodLabel } from '../utils/donation-labels';
import type { DonationFormOutput, DonationFormValues, DonationLike, Restriction } from '../utils/donation-form';
import { DonorSelect } from './DonorSelect';
import { DuplicateDonorWarning } from './DuplicateDonorWarning';
import { ReceiptActions } from './ReceiptActions';
import { usePledgeList } from '../../pledges/data/pledge-list-query';

// Where the database's refusals belong (a fragment of its message or a column -> field).
const ERROR_FIELDS: FieldErrorMap = {
  "does not match its fund's": 'fundId',
  'needs a restricted fund': 'fundId',
  locked: 'donationDate',
  donation_date: 'donationDate',
  amount: 'amount',
  check_number: 'checkNumber',
  in_kind_description: 'inKindDescription',
  postal_code: 'donorPostalCode',
  "pledge's open balance": 'amount',
  'This pledge was cancelled': 'pledgeId',
  'payment on a pledge': 'method',
  donations_goods_within_amount: 'goodsValue',
  'A gift is deposited to': 'depositAccountId',
  'A gift is credited to': 'revenueAccountId',
};

export type DonationDrawerState = { mode: 'new' } | { mode: 'edit'; donationId: string; donation: DonationLike & { receipt_number?: string | null } };

export interface DonationDrawerProps {
  state: DonationDrawerState | null;
  readOnly: boolean;
  onClose: () => void;
}

function FundRestrictionNote() {
  const fundId = Form.useWatch<string | null>('fundId');
  const pledgeId = Form.useWatch<string | null>('pledgeId');
  const funds = useBundleFunds();
  if (pledgeId) {
    return (
      <Typography.Paragraph style={{ marginTop: -8 }} type="secondary" data-testid="donation-restriction">
        Applied to a pledge: the gift goes to the pledge's fund and restriction and reduces Pledges Receivable (the revenue was recognized when the pledge was made).
      </Typography.Paragraph>
    );
  }
  const fund = funds.find((candidate) => candidate.id === fundId);
  const restriction: Restriction = fund?.restriction ?? 'without_donor_restrictions';
  return (
    <Typography.Paragraph style={{ marginTop: -8 }} data-testid="donation-restriction">
      Restriction: <Tag color={restriction === 'with_donor_restrictions' ? 'gold' : 'green'}>{RESTRICTION_LABELS[restriction]}</Tag>
      {fund ? null : <Typography.Text type="secondary"> (no fund chosen: the general fund)</Typography.Text>}
    </Typography.Paragraph>
  );
}

function DonorFields({ readOnly, currentName, onPickName }: { readOnly: boolean; currentName: string | null; onPickName: (name: string | null) => void }) {
  const mode = Form.useWatch<'existing' | 'new'>('donorMode') ?? 'existing';
  const name = Form.useWatch<string>('donorName') ?? '';
  const email = Form.useWatch<string>('donorEmail') ?? '';
  const postalCode = Form.useWatch<string>('donorPostalCode') ?? '';
  return (
    <>
      <Form.Item name="donorMode" label="Donor" style={{ marginBottom: 8 }}>
        <Segmented
          aria-label="Donor"
          disabled={readOnly}
          options={[{ value: 'existing', label: 'Existing donor' }, { value: 'new', label: 'New donor' }]}
        />
      </Form.Item>
      {mode === 'existing' ? (
        <Form.Item name="donorId" label="Donor name" required>
          <DonorSelect aria-label="Donor name" currentName={currentName} onPick={(donor) => onPickName(donor?.name ?? null)} disabled={readOnly} />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="donorName" label="New donor's name" required>
            <Input autoComplete="off" maxLength={200} />
          </Form.Item>
          <Form.Item name="donorEmail" label="E-mail">
            <Input type="email" autoComplete="off" maxLength={320} />
          </Form.Item>
          <Form.Item name="donorPostalCode" label="Postal code">
            <Input autoComplete="off" maxLength={20} />
          </Form.Item>
          {readOnly ? null : <DuplicateDonorWarning name={name} email={email} postalCode={postalCode} />}
        </>
      )}
    </>
  );
}

function FundField() {
  const pledgeId = Form.useWatch<string | null>('pledgeId');
  return (
    <Form.Item name="fundId" label="Fund" extra="A gift into a fund with donor restrictions is restricted.">
      <FundPicker aria-label="Fund" disabled={Boolean(pledgeId)} />
    </Form.Item>
  );
}

/** Where the gift goes: the Assets account it is deposited to and the Revenue account it is credited to. */
function AccountFields() {
  const method = Form.useWatch<string>('method');
  const pledgeId = Form.useWatch<string | null>('pledgeId');
  const depositDefault = method === 'in_kind' ? 'Inventory' : method === 'pledge' ? 'Pledges Receivable' : 'the cash account';
  const revenueDefault = method === 'in_kind' ? 'In-kind Contributions' : 'Contributions (Grants for a grant)';
  return (
    <>
      <Form.Item name="depositAccountId" label="Deposit to" extra="A bank account or undeposited funds. Empty: the default for the method.">
        <AccountPicker aria-label="Deposit to" categories={['Assets']} placeholder={`Default: ${depositDefault}`} />
      </Form.Item>
      {pledgeId ? null : (
        <Form.Item name="revenueAccountId" label="Revenue account" extra="Empty: the default for the method.">
          <AccountPicker aria-label="Revenue account" categories={['Revenue']} placeholder={`Default: ${revenueDefault}`} />
        </Form.Item>
      )}
    </>
  );
}

function MethodFields() {
  const method = Form.useWatch<string>('method');
  if (method === 'check') {
    return (
      <Form.Item name="checkNumber" label="Check number">
        <Input autoComplete="off" maxLength={40} />
      </Form.Item>
    );
  }
  if (method === 'in_kind') {
    return (
      <Form.Item name="inKindDescription" label="Goods or services given" required extra="The amount above is their fair value.">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    );
  }
  return null;
}

/** The donor's pledges not yet paid in full, to apply the gift to (the current one kept when editing). */
function PledgeField({ currentPledgeId }: { currentPledgeId: string | null }) {
  const organizationId = useActiveOrganizationId();
  const mode = Form.useWatch<'existing' | 'new'>('donorMode') ?? 'existing';
  const donorId = Form.useWatch<string | null>('donorId') ?? null;
  const pledges = usePledgeList(
    organizationId,
    { donorId: donorId ?? undefined, status: 'unpaid', sort: 'date', direction: 'asc', limit: 50, offset: 0 },
    mode === 'existing' && donorId !== null,
  );
  if (mode !== 'existing' || !donorId) return null;
  const rows = pledges.data?.rows ?? [];
  // A pledge without an id cannot be chosen.
  const options = rows.flatMap((row) => (row.id === null ? [] : [{
    value: row.id,
    label: `Pledged ${row.pledge_date ?? ''}${row.fund_name ? ` to ${row.fund_name}` : ''}: ${formatMoney(row.open_balance)} open of ${formatMoney(row.amount)}`,
  }]));
  if (currentPledgeId && !options.some((option) => option.value === currentPledgeId)) options.unshift({ value: currentPledgeId, label: 'The pledge this gift pays' });
  if (options.length === 0) return null;
  return (
    <Form.Item name="pledgeId" label="Apply to pledge" extra="Choose a pledge when this gift pays (part of) it.">
      <Select aria-label="Apply to pledge" allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="Not a pledge payment" options={options} loading={pledges.isFetching} />
    </Form.Item>
  );
}

/** Another donor cannot pay this donor's pledge: choosing another donor clears the pledge. */
function PledgeResetOnDonorChange() {
  const form = Form.useFormInstance();
  const donorId = Form.useWatch<string | null | undefined>('donorId');
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    // The first watched value (undefined, then the opened record's donor) is not a change.
    if (previous.current !== undefined && donorId !== undefined && donorId !== previous.current) form.setFieldValue('pledgeId', null);
    if (donorId !== undefined) previous.current = donorId;
  }, [donorId, form]);
  return null;
}

function GoodsFields() {
  const method = Form.useWatch<string>('method');
  const goodsValue = Form.useWatch<string>('goodsValue') ?? '';
  if (method === 'in_kind') return null;
  return (
    <>
      <Form.Item name="goodsValue" label="Goods or services the donor received (value)" extra="For example a gala dinner. Leave empty when the donor received nothing; the receipt then says so.">
        <MoneyInput aria-label="Value of goods or services the donor received" />
      </Form.Item>
      {goodsValue.trim() !== '' && Number(goodsValue) > 0 ? (
        <Form.Item name="goodsDescription" label="What the donor received" required>
          <Input autoComplete="off" maxLength={500} />
        </Form.Item>
      ) : null}
    </>
  );
}

export function DonationDrawer({ state, readOnly, onClose }: DonationDrawerProps) {
  const organizationId = useActiveOrganizationId();
  const save = useSaveDonation();
  const funds = useBundleFunds();
  const campaigns = useDonationCampaigns(organizationId);
  const editing = state?.mode === 'edit' ? state : null;
  // The chosen donor's name, kept by the donation (as the receipt shows it); remembered per opened
  // record so a pick in one drawer never names the next one's donor.
  const recordKey = editing?.donationId ?? 'new';
  const picked = useRef<{ recordKey: string; name: string | null } | null>(null);
  const initialValues = useMemo<DonationFormValues>(
    () => (editing ? donationValuesOf(editing.donation) : newDonationValues(organizationToday())),
    [editing],
  );
  const receipt = editing?.donation.receipt_number;
  const title = editing ? `Donation from ${editing.donation.donor_name}${receipt ? ` · receipt ${receipt}` : ''}` : 'New donation';
  return (
    <RecordDrawer<DonationFormValues, DonationFormOutput>
      key={editing?.donationId ?? 'new'}
      title={title}
      open={state !== null}
      onClose={onClose}
      schema={donationFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const fund = funds.find((candidate) => candidate.id === values.fundId);
        await save.mutateAsync({
          donationId: editing?.donationId ?? null,
          values,
          donorName: picked.current?.recordKey === recordKey ? picked.current.name : (editing?.donation.donor_name ?? null),
          fundRestriction: fund?.restriction ?? null,
        });
      }}
      errorMap={ERROR_FIELDS}
      successMessage={editing ? 'Donation saved' : 'Donation recorded'}
      readOnly={readOnly}
      width={560}
    >
      {editing ? <ReceiptActions donationId={editing.donationId} readOnly={readOnly} /> : null}
      <Form.Item name="donationDate" label="Date" required>
        <DateInput />
      </Form.Item>
      <DonorFields
        readOnly={readOnly}
        currentName={editing?.donation.donor_id ? editing.donation.donor_name : null}
        onPickName={(name) => {
          picked.current = { recordKey, name };
        }}
      />
      <Form.Item name="amount" label="Amount" required>
        <MoneyInput aria-label="Amount" />
      </Form.Item>
      <Form.Item name="method" label="Method" required>
        <Select aria-label="Method" options={DONATION_METHODS.map((value) => ({ value, label: methodLabel(value) }))} />
      </Form.Item>
      <MethodFields />
      <PledgeResetOnDonorChange />
      <PledgeField currentPledgeId={editing?.donation.pledge_id ?? null} />
      <FundField />
      <FundRestrictionNote />
      <AccountFields />
      <Form.Item name="projectId" label="Project">
        <ProjectPicker aria-label="Project" />
      </Form.Item>
      <Form.Item name="campaign" label="Campaign or appeal">
        <Input autoComplete="off" maxLength={200} list="donation-campaigns" />
      </Form.Item>
      <datalist id="donation-campaigns">
        {(campaigns.data ?? []).map((campaign) => (
          <option key={campaign} value={campaign} />
        ))}
      </datalist>
      <GoodsFields />
      <Form.Item name="notes" label="Memo">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </RecordDrawer>
  );
}
