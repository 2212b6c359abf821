// The employees list's filters: search, status, department and program, kept in the URL.
import { Flex } from '@missionbase/ui';
import { ProjectPicker } from '@missionbase/ui/pickers';
import type { TableUrlState } from '@missionbase/ui/table';
import { Select, Input } from '@missionbase/ui/table';
import { useActiveOrganizationId } from '@missionbase/session';
import { useEmployeeDepartments } from '../data/employee-departments-query';
import { STATUS_LABELS } from '../utils/employee-form';
import type { EMPLOYEE_FILTER_KEYS } from '../utils/employee-list-params';

export function EmployeeFilters({ table }: { table: TableUrlState<(typeof EMPLOYEE_FILTER_KEYS)[number]> }) {
  const organizationId = useActiveOrganizationId();
  const departments = useEmployeeDepartments(organizationId);
  return (
    <Flex wrap gap="small">
      <Input.Search
        aria-label="Search employees"
        placeholder="Name, job title or e-mail"
        allowClear
        defaultValue={table.filters.q ?? ''}
        onSearch={(value) => table.setFilter('q', value.trim() || null)}
        style={{ width: 240, maxWidth: '100%' }}
      />
      <Select
        aria-label="Status"
        allowClear
        placeholder="Any status"
        value={table.filters.status ?? null}
        onChange={(value: string | null | undefined) => table.setFilter('status', value ?? null)}
        options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        style={{ width: 150 }}
      />
      <Select
        aria-label="Department"
        allowClear
        placeholder="Any department"
        value={table.filters.department ?? null}
        onChange={(value: string | null | undefined) => table.setFilter('department', value ?? null)}
        options={(departments.data ?? []).map((d) => ({ value: d, label: d }))}
        style={{ width: 180 }}
      />
      <div style={{ width: 220, maxWidth: '100%' }}>
        <ProjectPicker
          aria-label="Program"
          placeholder="Any program"
          allowClear
          includeClosed
          value={table.filters.program ?? null}
          onChange={(value) => table.setFilter('program', value ?? null)}
        />
      </div>
    </Flex>
  );
}
