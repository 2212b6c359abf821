// The item lines of a purchase request or order inside its drawer's form (Form.List 'items'):
// inventory item (picking one fills description, unit and cost), description, quantity, unit and
// unit cost, with the line's amount as a hint. Every field is labelled with its line number so a
// screen reader says which line it is in; at 375 px each line wraps onto several rows.
import { Button, Flex, Typography, formatMoney } from '@missionbase/ui';
import { Form, Input } from '@missionbase/ui/forms';
import { MoneyInput } from '@missionbase/ui/pickers';
import { InventoryItemSelect } from './InventoryItemSelect';
import { lineAmountCents } from './line-amount';

export interface ItemLineValues {
  inventoryId: string | null;
  description: string;
  quantity: string;
  unit?: string;
  unitCost: string;
}

function LineAmount({ index }: { index: number }) {
  const line = Form.useWatch<ItemLineValues | undefined>(['items', index]);
  const cents = line ? lineAmountCents(line.quantity, line.unitCost) : null;
  return (
    <span className="mb-money" aria-label={`Line ${index + 1} amount`} style={{ minWidth: 96, textAlign: 'right', display: 'inline-block' }}>
      {cents === null ? '—' : formatMoney((cents / 100).toFixed(2))}
    </span>
  );
}

function LinesTotal({ label }: { label: string }) {
  const lines = Form.useWatch<ItemLineValues[] | undefined>('items') ?? [];
  const cents = lines.reduce<number | null>((sum, line) => {
    const amount = line ? lineAmountCents(line.quantity, line.unitCost) : null;
    return sum === null || amount === null ? null : sum + amount;
  }, 0);
  return (
    <Typography.Paragraph strong style={{ textAlign: 'right' }} data-testid="item-lines-total">
      {label} {cents === null ? '—' : formatMoney((cents / 100).toFixed(2))}
    </Typography.Paragraph>
  );
}

export function ItemLinesEditor({ readOnly, showUnit, costLabel, totalLabel, names }: {
  readOnly: boolean;
  showUnit: boolean;
  costLabel: string;
  totalLabel: string;
  /** Item names of the saved lines (the picker shows them before any search). */
  names?: ReadonlyArray<string | null>;
}) {
  const form = Form.useFormInstance();
  return (
    <section aria-label="Items">
      <Typography.Title level={3} style={{ fontSize: 16 }}>Items</Typography.Title>
      <Form.List name="items">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} style={{ borderBottom: '1px solid rgba(0,0,0,0.06)', paddingBottom: 8, marginBottom: 8 }}>
                <Flex wrap gap={8} align="start">
                  <Form.Item name={[field.name, 'inventoryId']} style={{ flex: '1 1 220px', marginBottom: 8 }}>
                    <InventoryItemSelect
                      aria-label={`Line ${index + 1} inventory item`}
                      disabled={readOnly}
                      currentName={names?.[index] ?? null}
                      onPick={(item) => {
                        if (!item) return;
                        const path = ['items', field.name];
                        form.setFieldValue([...path, 'description'], item.name);
                        form.setFieldValue([...path, 'unitCost'], Number(item.unit_cost).toFixed(2));
                        if (showUnit) form.setFieldValue([...path, 'unit'], item.unit);
                      }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'description']} style={{ flex: '1 1 220px', marginBottom: 8 }}>
                    <Input aria-label={`Line ${index + 1} description`} placeholder="Description" maxLength={500} autoComplete="off" disabled={readOnly} />
                  </Form.Item>
                </Flex>
                <Flex wrap gap={8} align="center">
                  <Form.Item name={[field.name, 'quantity']} style={{ width: 90, marginBottom: 8 }}>
                    <Input aria-label={`Line ${index + 1} quantity`} placeholder="Qty" inputMode="decimal" autoComplete="off" disabled={readOnly} />
                  </Form.Item>
                  {showUnit ? (
                    <Form.Item name={[field.name, 'unit']} style={{ width: 100, marginBottom: 8 }}>
                      <Input aria-label={`Line ${index + 1} unit`} placeholder="Unit" maxLength={40} autoComplete="off" disabled={readOnly} />
                    </Form.Item>
                  ) : null}
                  <Form.Item name={[field.name, 'unitCost']} style={{ width: 130, marginBottom: 8 }}>
                    <MoneyInput aria-label={`Line ${index + 1} ${costLabel.toLowerCase()}`} disabled={readOnly} />
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
              <Button onClick={() => add({ inventoryId: null, description: '', quantity: '1', unit: 'each', unitCost: '0.00' })}>Add item</Button>
            )}
            <LinesTotal label={totalLabel} />
          </>
        )}
      </Form.List>
    </section>
  );
}
