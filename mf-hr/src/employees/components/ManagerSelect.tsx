// The employee form's manager picker: searched by the database as the person types (list_employees,
// by name), the employee themself and terminated employees left out, the current manager kept as an
// option when the page does not hold them. The organization bundle carries only the 1,000 newest
// employees, so a picker over it would miss the others.
import { useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { useEmployee } from '../data/employee-detail-query';
import { useEmployeeList } from '../data/employee-list-query';
import { SearchSelect } from '@missionbase/ui/forms';

export interface ManagerSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The employee being edited (never their own manager); null for a new one. */
  employeeId: string | null;
}

export function ManagerSelect({ id, value, onChange, employeeId }: ManagerSelectProps) {
  const organizationId = useActiveOrganizationId();
  const [search, setSearch] = useState('');
  const list = useEmployeeList(organizationId, { search: search.trim() || undefined, sort: 'name', direction: 'asc', limit: 50, offset: 0 });
  const current = useEmployee(organizationId, value ?? '');
  const options = (list.data?.rows ?? []).flatMap((row) =>
    row.id !== null && row.id !== employeeId && row.status !== 'terminated' ? [{ value: row.id, label: row.name ?? '' }] : [],
  );
  if (value && current.data && !options.some((option) => option.value === value)) options.unshift({ value, label: current.data.name });
  return (
    <SearchSelect
      id={id}
      allowClear
      value={value ?? undefined}
      placeholder="No manager"
      stale={list.isPlaceholderData}
      searching={list.isFetching}
      notFoundText="No employee found"
      onSearch={setSearch}
      onChange={(next?: string) => onChange?.(next ?? null)}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
