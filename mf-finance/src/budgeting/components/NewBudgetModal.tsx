// Creates a draft budget in one call: from last fiscal year's actuals of the chosen scope (+/- a
// percentage), as a copy of another budget (another version, or next year), or empty. The database
// checks everything and its refusal is shown in its words; the dialog stays open with the input.
import { useState } from 'react';
import { fiscalYearOf, previousDay } from '@missionbase/domain/fiscal-periods';
import { fiscalYearLabel } from '@missionbase/domain/dashboard-format';
import { Alert, Modal, serverErrorMessage } from '@missionbase/ui';
import { Form, Input, InputNumber, Radio, Select } from '@missionbase/ui/forms';
import { FundPicker, ProjectPicker, useFiscalYearStartMonth } from '@missionbase/ui/pickers';
import { useCreateBudget } from '../data/budget-create-mutation';
import type { CreateBudgetInput } from '../data/budget-create-mutation';
import type { BudgetSummary } from '../data/budget-summary';
import { organizationToday } from '@missionbase/session';
import { yearOfIsoDate } from '@missionbase/domain/organization-today';

type Mode = 'actuals' | 'copy' | 'empty';

interface Values {
  mode: Mode;
  name: string;
  fiscalYear: number;
  fundId: string | null;
  projectId: string | null;
  percent: number | null;
  sourceId: string | null;
}

/** This fiscal year and its neighbours, labelled as the organization says them. */
export function fiscalYearChoices(startMonth: number, day = organizationToday()): Array<{ value: number; label: string }> {
  const current = fiscalYearOf(day, startMonth);
  const year = Number(current.from.slice(0, 4));
  return [year - 1, year, year + 1, year + 2].map((value) => {
    const range = fiscalYearOf(`${value}-${String(startMonth).padStart(2, '0')}-01`, startMonth);
    return { value, label: fiscalYearLabel(range.from, range.to) };
  });
}

export function NewBudgetModal({ budgets, onClose, onCreated }: { budgets: readonly BudgetSummary[]; onClose: () => void; onCreated: (id: string) => void }) {
  const startMonth = useFiscalYearStartMonth();
  const years = fiscalYearChoices(startMonth);
  const nextYear = years[2]?.value ?? yearOfIsoDate(organizationToday()) + 1;
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? 'actuals';
  const create = useCreateBudget();
  const [error, setError] = useState<string | null>(null);
  const chosenYear = Form.useWatch('fiscalYear', form) ?? nextYear;
  const lastYearRange = fiscalYearOf(previousDay(fiscalYearOf(`${chosenYear}-${String(startMonth).padStart(2, '0')}-01`, startMonth).from), startMonth);
  const lastYearLabel = fiscalYearLabel(lastYearRange.from, lastYearRange.to);

  const submit = async () => {
    const values = await form.validateFields();
    setError(null);
    const name = values.name.trim();
    const percent = values.percent ?? 0;
    const input: CreateBudgetInput = values.mode === 'copy'
      ? { mode: 'copy', name, sourceId: values.sourceId ?? '', fiscalYear: values.fiscalYear, percent }
      : values.mode === 'actuals'
        ? { mode: 'actuals', name, fiscalYear: values.fiscalYear, fundId: values.fundId ?? null, projectId: values.projectId ?? null, percent }
        : { mode: 'empty', name, fiscalYear: values.fiscalYear, fundId: values.fundId ?? null, projectId: values.projectId ?? null };
    try {
      onCreated(await create.mutateAsync(input));
    } catch (caught) {
      setError(serverErrorMessage(caught));
    }
  };

  return (
    <Modal
      open
      title="New budget"
      okText="Create draft"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: create.isPending }}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message="Could not create the budget" description={error} style={{ marginBottom: 12 }} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ mode: 'actuals', fiscalYear: nextYear, percent: 0, fundId: null, projectId: null, sourceId: null, name: '' }}
        onFinish={() => void submit()}
      >
        <Form.Item name="mode" label="Start from">
          <Radio.Group
            options={[
              { value: 'actuals', label: 'Last year\'s actuals' },
              { value: 'copy', label: 'A copy of a budget' },
              { value: 'empty', label: 'Nothing (empty)' },
            ]}
          />
        </Form.Item>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'A budget needs a name.' }, { max: 200, message: 'At most 200 characters.' }]}>
          <Input autoFocus placeholder={`FY${nextYear} Operating Budget`} />
        </Form.Item>
        <Form.Item name="fiscalYear" label="Fiscal year" rules={[{ required: true, message: 'Choose the fiscal year.' }]}>
          <Select options={years} />
        </Form.Item>
        {mode === 'copy' ? (
          <Form.Item name="sourceId" label="Budget to copy" rules={[{ required: true, message: 'Choose the budget to copy.' }]} extra="The copy keeps the budget's fund and project.">
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="Select a budget"
              options={budgets.flatMap((budget) => (budget.id === null ? [] : [{ value: budget.id, label: `${budget.name ?? ''} (${budget.fiscal_year_label ?? ''}, v${budget.version ?? ''})` }]))}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="fundId" label="Fund (optional)" extra="Leave empty for the whole organization.">
              <FundPicker />
            </Form.Item>
            <Form.Item name="projectId" label="Project (optional)">
              <ProjectPicker />
            </Form.Item>
          </>
        )}
        {mode !== 'empty' ? (
          <Form.Item
            name="percent"
            label="Change every month by (%)"
            extra={mode === 'actuals' ? `Each month is ${lastYearLabel}'s actual for the same month, changed by this percentage.` : 'Each month of the copy is changed by this percentage.'}
            rules={[{ type: 'number', min: -100, max: 1000, message: 'Between -100 and 1000.' }]}
          >
            <InputNumber step={1} style={{ width: 160 }} addonAfter="%" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
