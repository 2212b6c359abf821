// A member of the organization (project manager, task assignee), Form.Item-compatible.
import type { CSSProperties } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { useMembers } from '../data/members-query';
import { Select } from '@missionbase/ui/table';

export interface MemberSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

export function MemberSelect({ id, value, onChange, disabled, placeholder = 'Choose a member', style, ...aria }: MemberSelectProps) {
  const organizationId = useActiveOrganizationId();
  const members = useMembers(organizationId);
  return (
    <Select<string>
      id={id}
      aria-label={aria['aria-label']}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      showSearch
      optionFilterProp="label"
      disabled={disabled}
      placeholder={placeholder}
      loading={members.isLoading}
      style={style}
      options={(members.data ?? []).map((member) => ({ value: member.userId, label: member.name }))}
    />
  );
}
