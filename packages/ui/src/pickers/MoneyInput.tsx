// The money field of every form: the transaction dialog's amount rule (SPEC section 5: digits and
// one decimal point; other characters stripped and a second point ignored, typed or pasted),
// shown with '$', right-aligned in tabular figures. The value is the exact decimal text.
// A leading minus sign, typed or pasted, is always kept: a form whose amounts are positive refuses
// it in words (`amountInputError`) rather than turning -50 into 50 unseen. `allowNegative` (a
// reconciliation's overdrawn ending balance, a statement line that takes money out) adds a +/-
// toggle button that screen readers announce as "Negative amount" with its pressed state.
// The transaction dialog keeps SPEC section 5's rule of its own (a minus is stripped there).
import type { CSSProperties } from 'react';
import { Button, Input, Space } from 'antd';
import { sanitizeAmountInput } from '@missionbase/domain/transaction-form';

export interface MoneyInputProps {
  /** Given by Form.Item. */
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  /** Negative amounts are meant: a +/- toggle (a typed leading '-' or '−' is kept either way). */
  allowNegative?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  style?: CSSProperties;
}

const MINUS = /^\s*[-−–]/;

/** The typed text as a signed amount: a leading minus kept, then the unsigned amount rule. */
export function signedAmountInput(raw: string): string {
  const digits = sanitizeAmountInput(raw);
  return MINUS.test(raw) ? `-${digits}` : digits;
}

/** The same amount with the other sign ('' becomes '-', so the user can type the digits next). */
export function toggleAmountSign(value: string): string {
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
}

export function MoneyInput({ id, value, onChange, onBlur, placeholder = '0.00', disabled, allowNegative = false, style, ...aria }: MoneyInputProps) {
  const text = value ?? '';
  const negative = allowNegative && text.startsWith('-');
  const input = (
    <Input
      id={id}
      {...aria}
      value={text}
      onChange={(event) => onChange?.(signedAmountInput(event.target.value))}
      onBlur={onBlur}
      prefix="$"
      inputMode={allowNegative ? 'text' : 'decimal'}
      autoComplete="off"
      placeholder={placeholder}
      disabled={disabled}
      className={`mb-money${negative ? ' mb-negative' : ''}`}
      style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', ...style }}
    />
  );
  if (!allowNegative) return input;
  // Space.Compact (antd 6 deprecates Input's addonAfter): the field and its sign toggle as one control.
  return (
    <Space.Compact style={{ width: '100%' }}>
      {input}
      <Button
        disabled={disabled}
        aria-label="Negative amount"
        aria-pressed={negative}
        title={negative ? 'Make the amount positive' : 'Make the amount negative'}
        onClick={() => onChange?.(toggleAmountSign(text))}
      >
        ±
      </Button>
    </Space.Compact>
  );
}
