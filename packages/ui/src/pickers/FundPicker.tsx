// Fund picker: the organization's active funds, each with its restriction (with / without donor
// restrictions, ASU 2016-14) so a bookkeeper sees whose money it is before choosing.
import { useMemo, type CSSProperties } from 'react';
import { Select, Tag } from 'antd';
import { pickableFunds, RESTRICTION_LABELS, type FundRestriction } from './bundle-options';
import { useBundleFunds } from './use-organization-bundle';

interface FundSelectOption {
  value: string;
  label: string;
  search: string;
  restriction: FundRestriction;
}

export interface FundPickerProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Only funds of this restriction class. */
  restriction?: FundRestriction;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
}

export function FundPicker({ id, value, onChange, restriction, placeholder = 'Select a fund', disabled, allowClear = true, style, ...aria }: FundPickerProps) {
  const funds = useBundleFunds();
  const options = useMemo(
    (): FundSelectOption[] =>
      pickableFunds(funds, value ? [value] : [])
        .filter((fund) => !restriction || fund.restriction === restriction || fund.id === value)
        .map((fund) => ({
          value: fund.id,
          label: fund.code ? `${fund.name} (${fund.code})` : fund.name,
          search: `${fund.name} ${fund.code ?? ''} ${RESTRICTION_LABELS[fund.restriction]}`.toLowerCase(),
          restriction: fund.restriction,
        })),
    [funds, value, restriction],
  );
  const known = value != null && options.some((option) => option.value === value);
  return (
    <Select<string | undefined, FundSelectOption>
      id={id}
      {...aria}
      value={known ? value : undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      allowClear={allowClear}
      showSearch={{ filterOption: (input, option) => (option ? option.search.includes(input.trim().toLowerCase()) : false) }}
      placeholder={placeholder}
      notFoundContent="No fund found."
      disabled={disabled}
      virtual={false}
      style={{ width: '100%', minWidth: 200, ...style }}
      optionRender={(option) => (
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
          <span>{option.data.label}</span>
          <Tag color={option.data.restriction === 'with_donor_restrictions' ? 'gold' : 'green'} style={{ marginInlineEnd: 0 }}>
            {RESTRICTION_LABELS[option.data.restriction]}
          </Tag>
        </span>
      )}
    />
  );
}
