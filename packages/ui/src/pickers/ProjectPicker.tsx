// Project picker: the organization's open projects (completed and cancelled ones only when already
// chosen or asked for), searchable by name and code.
import { useMemo, type CSSProperties } from 'react';
import { Select } from 'antd';
import { pickableProjects, PROJECT_STATUS_LABELS } from './bundle-options';
import { useBundleProjects } from './use-organization-bundle';

interface ProjectSelectOption {
  value: string;
  label: string;
  search: string;
  status: string;
}

export interface ProjectPickerProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Also offer completed and cancelled projects (report filters). */
  includeClosed?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
}

export function ProjectPicker({ id, value, onChange, includeClosed, placeholder = 'Select a project', disabled, allowClear = true, style, ...aria }: ProjectPickerProps) {
  const projects = useBundleProjects();
  const options = useMemo(
    (): ProjectSelectOption[] =>
      pickableProjects(projects, value ? [value] : [], includeClosed).map((project) => ({
        value: project.id,
        label: project.code ? `${project.name} (${project.code})` : project.name,
        search: `${project.name} ${project.code ?? ''}`.toLowerCase(),
        status: project.status,
      })),
    [projects, value, includeClosed],
  );
  const known = value != null && options.some((option) => option.value === value);
  return (
    <Select<string | undefined, ProjectSelectOption>
      id={id}
      {...aria}
      value={known ? value : undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      allowClear={allowClear}
      showSearch={{ filterOption: (input, option) => (option ? option.search.includes(input.trim().toLowerCase()) : false) }}
      placeholder={placeholder}
      notFoundContent="No project found."
      disabled={disabled}
      virtual={false}
      style={{ width: '100%', minWidth: 200, ...style }}
      optionRender={(option) => (
        <span>
          {option.data.label}
          {option.data.status !== 'active' ? <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}> · {PROJECT_STATUS_LABELS[option.data.status] ?? option.data.status}</span> : null}
        </span>
      )}
    />
  );
}
