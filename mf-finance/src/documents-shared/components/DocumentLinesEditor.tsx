// The lines of an invoice or a bill inside the editor's form (Form.List 'lines'): description,
// quantity, rate, account (revenue for invoices, expense or asset for bills), project, fund (empty:
// the document's default fund; the receivable or payable is posted once per fund), and the line's amount as the database will compute it. Every field is labelled with its line number so
// a screen reader says which line it is in; at 375 px each line wraps onto several rows.
import { Button, Flex, Typography, formatMoney } from '@missionbase/ui';
import { Form, Input } from '@missionbase/ui/forms';
import { AccountPicker, FundPicker, MoneyInput, ProjectPicker } from '@missionbase/ui/pickers';
import { EMPTY_LINE, lineAmountCents } from '../utils/document-form';
import type { DocumentLineValues } from '../utils/document-form';

export interface DocumentLinesEditorProps {
  accountCategories: readonly string[];
  accountLabel: string;
  readOnly: boolean;
  /** A new line's account (a vendor's default expense account). */
  defaultAccountId?: string | null;
}

function LineAmount({ index }: { index: number }) {
  const line = Form.useWatch<DocumentLineValues | undefined>(['lines', index]);
  const cents = line ? lineAmountCents(line.quantity, line.unitPrice) : null;
  return (
    <span className="mb-money" aria-label={`Line ${index + 1} amount`} style={{ minWidth: 96, textAlign: 'right', display: 'inline-block' }}>
      {cents === null ? '—' : formatMoney((cents / 100).toFixed(2))}
    </span>
  );
}

function LinesTotal() {
  const lines = Form.useWatch<DocumentLineValues[] | undefined>('lines') ?? [];
  const cents = lines.reduce<number | null>((sum, line) => {
    const amount = lineAmountCents(line.quantity, line.unitPrice);
    return sum === null || amount === null ? null : sum + amount;
  }, 0);
  return (
    <Typography.Paragraph strong style={{ textAlign: 'right' }} data-testid="document-lines-total">
      Total {cents === null ? '—' : formatMoney((cents / 100).toFixed(2))}
    </Typography.Paragraph>
  );
}

export function DocumentLinesEditor({ accountCategories, accountLabel, readOnly, defaultAccountId = null }: DocumentLinesEditorProps) {
  return (
    <section aria-label="Lines">
      <Typography.Title level={3} style={{ fontSize: 16 }}>Lines</Typography.Title>
      <Form.List name="lines">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} style={{ borderBottom: '1px solid rgba(0,0,0,0.06)', paddingBottom: 8, marginBottom: 8 }}>
                <Flex wrap gap={8} align="start">
                  <Form.Item name={[field.name, 'description']} style={{ flex: '1 1 220px', marginBottom: 8 }}>
                    <Input aria-label={`Line ${index + 1} description`} placeholder="Description" maxLength={500} autoComplete="off" disabled={readOnly} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'quantity']} style={{ width: 80, marginBottom: 8 }}>
                    <Input aria-label={`Line ${index + 1} quantity`} placeholder="Qty" inputMode="decimal" autoComplete="off" disabled={readOnly} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'unitPrice']} style={{ width: 130, marginBottom: 8 }}>
                    <MoneyInput aria-label={`Line ${index + 1} rate`} disabled={readOnly} />
                  </Form.Item>
                </Flex>
                <Flex wrap gap={8} align="center">
                  <Form.Item name={[field.name, 'accountId']} style={{ flex: '1 1 200px', marginBottom: 8 }}>
                    <AccountPicker aria-label={`Line ${index + 1} ${accountLabel.toLowerCase()}`} placeholder={accountLabel} categories={accountCategories} disabled={readOnly} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'projectId']} style={{ flex: '1 1 160px', marginBottom: 8 }}>
                    <ProjectPicker aria-label={`Line ${index + 1} project`} placeholder="Project" disabled={readOnly} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'fundId']} style={{ flex: '1 1 160px', marginBottom: 8 }}>
                    <FundPicker aria-label={`Line ${index + 1} fund`} placeholder="Default fund" disabled={readOnly} />
                  </Form.Item>
                  <LineAmount index={index} />
                  {readOnly ? null : (
                    <Button type="text" danger aria-label={`Remove line ${index + 1}`} onClick={() => remove(field.name)} disabled={fields.length === 1}>
                      Remove
                    </Button>
                  )}
                </Flex>
              </div>
            ))}
            <Form.ErrorList errors={errors} />
            {readOnly ? null : (
              <Button onClick={() => add({ ...EMPTY_LINE, accountId: defaultAccountId })}>Add line</Button>
            )}
            <LinesTotal />
          </>
        )}
      </Form.List>
    </section>
  );
}
