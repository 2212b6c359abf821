// The money field of every form: the transaction dialog's amount rule (SPEC section 5: digits and
// one decimal point; other characters stripped and a second point ignored, typed or pasted),
// shown with '$', right-aligned in tabular figures. The value is the exact decimal text.
import type { CSSProperties } from 'react';
import { Input } from 'antd';
import { sanitizeAmountInput } from '@missionbase/domain/transaction-form';

export interface MoneyInputProps {
  /** Given by Form.Item. */
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  style?: CSSProperties;
}

export function MoneyInput({ id, value, onChange, onBlur, placeholder = '0.00', disabled, style, ...aria }: MoneyInputProps) {
  return (
    <Input
      id={id}
      {...aria}
      value={value ?? ''}
      onChange={(event) => onChange?.(sanitizeAmountInput(event.target.value))}
      onBlur={onBlur}
      prefix="$"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      disabled={disabled}
      className="mb-money"
      style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', ...style }}
    />
  );
}
