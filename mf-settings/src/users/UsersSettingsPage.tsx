// /app/settings/users: the organization's members with their role and last sign-in, invitations by
// e-mail (sent through the auth outbox), resend and revoke, role changes and removals, and payroll
// access (owners grant it to members; owners and admins have it by role). The database's rules (one
// owner at least, only owners grant ownership or payroll access) refuse in words.
import { useState } from 'react';
import { activeOrganizationAtom, useActiveOrganizationId, userAtom, useSessionValue } from '@missionbase/session';
import { Alert, Button, PageFrame, Popconfirm, Space, Tag, Typography, useToast, serverErrorMessage } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { DataTable, useTableUrlState, type DataTableColumn } from '@missionbase/ui/table';
import { Form, Input, Select } from '@missionbase/ui/forms';
import { Switch } from '@missionbase/ui/toggles';
import { EmptyText } from '../organization/components/EmptyText';
import { isOwner, mayManageSettings } from '../organization/roles';
import { setPayrollAccess } from './data/member-payroll-access-mutation';
import { sendInvitation, type InvitedRole } from './data/invitation-send-mutation';
import { revokeInvitation } from './data/invitation-revoke-mutation';
import { useInvitationsQuery, type InvitationRow } from './data/invitations-query';
import { changeMemberRole } from './data/member-role-mutation';
import { removeMember } from './data/member-remove-mutation';
import { useMembersQuery, type MemberRole, type MemberRow } from './data/members-query';

const ROLE_LABELS: Record<MemberRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member', viewer: 'Viewer' };
const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as MemberRole[]).map((value) => ({ value, label: ROLE_LABELS[value] }));
const INVITED_ROLE_OPTIONS: { value: InvitedRole; label: string }[] = [
  { value: 'member', label: 'Member (records transactions)' },
  { value: 'admin', label: 'Admin (manages settings and people)' },
  { value: 'viewer', label: 'Viewer (read only)' },
];

/** Owners and admins see pay by their role, whatever payroll_access says. */
function payByRole(role: MemberRole): boolean {
  return role === 'owner' || role === 'admin';
}

function dateTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';
}

function InviteForm({ organizationId, onError }: { organizationId: string; onError: (message: string | null) => void }) {
  const [form] = Form.useForm<{ email: string; role: InvitedRole }>();
  const [sending, setSending] = useState(false);
  const toast = useToast();
  async function invite(values: { email: string; role: InvitedRole }) {
    setSending(true);
    onError(null);
    try {
      await sendInvitation(organizationId, values.email, values.role);
      toast({ title: 'Invitation sent', description: `${values.email.trim()} will receive an e-mail with a link to join.`, variant: 'success' });
      form.resetFields();
    } catch (caught) {
      onError(serverErrorMessage(caught));
    } finally {
      setSending(false);
    }
  }
  return (
    <Form form={form} name="invite" layout="inline" initialValues={{ email: '', role: 'member' }} onFinish={invite} style={{ rowGap: 8 }} aria-label="Invite someone">
      <Form.Item name="email" label="E-mail" rules={[{ required: true, message: 'Enter an e-mail address.' }, { type: 'email', message: 'Enter a valid e-mail address.' }]}>
        <Input type="email" autoComplete="off" style={{ width: 240, maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item name="role" label="Role">
        <Select options={INVITED_ROLE_OPTIONS} style={{ width: 260, maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          Send invitation
        </Button>
      </Form.Item>
    </Form>
  );
}

function UsersSettings() {
  const organizationId = useActiveOrganizationId();
  const role = useSessionValue(activeOrganizationAtom)?.role;
  const userId = useSessionValue(userAtom)?.id ?? null;
  const manage = mayManageSettings(role);
  const members = useMembersQuery(organizationId);
  const invitations = useInvitationsQuery(organizationId, manage);
  const membersTable = useTableUrlState({ defaultSort: null, prefix: 'members.' });
  const invitationsTable = useTableUrlState({ defaultSort: null, prefix: 'invitations.' });
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();

  async function act(key: string, work: () => Promise<void>, success: string) {
    setBusy(key);
    setActionError(null);
    try {
      await work();
      toast({ title: success, variant: 'success' });
    } catch (caught) {
      setActionError(serverErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  if (organizationId === null) return <Alert type="info" showIcon title="No organization" description="Join or create an organization to see its people." />;

  const memberColumns: DataTableColumn<MemberRow>[] = [
    {
      key: 'name',
      title: 'Name',
      alwaysVisible: true,
      value: (row) => row.full_name ?? row.email ?? '',
      render: (row) => (
        <span>
          <span>{row.full_name ?? row.email}</span>
          {row.user_id === userId ? <Tag style={{ marginLeft: 8 }}>You</Tag> : null}
          {row.full_name && row.email ? (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {row.email}
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    {
      key: 'role',
      title: 'Role',
      value: (row) => ROLE_LABELS[row.role],
      render: (row) =>
        manage ? (
          <Select<MemberRole>
            aria-label={`Role of ${row.full_name ?? row.email ?? 'member'}`}
            value={row.role}
            options={ROLE_OPTIONS}
            disabled={busy !== null}
            onChange={(next) => void act(`role-${row.member_id}`, () => changeMemberRole(organizationId, row.member_id, next), `Role changed to ${ROLE_LABELS[next]}`)}
            style={{ width: 120 }}
          />
        ) : (
          <Tag>{ROLE_LABELS[row.role]}</Tag>
        ),
    },
    {
      key: 'payroll_access',
      title: 'Payroll access',
      value: (row) => (payByRole(row.role) ? 'By role' : row.payroll_access ? 'Yes' : 'No'),
      render: (row) => {
        const who = row.full_name ?? row.email ?? 'member';
        if (payByRole(row.role)) return <Tag>By role</Tag>;
        if (!isOwner(role)) return <Tag>{row.payroll_access ? 'Yes' : 'No'}</Tag>;
        return (
          <Switch
            aria-label={`Payroll access of ${who}`}
            checked={row.payroll_access}
            disabled={busy !== null}
            onChange={(next) =>
              void act(`payroll-${row.member_id}`, () => setPayrollAccess(organizationId, row.member_id, next), next ? `${who} now sees and changes pay` : `${who} no longer sees pay`)
            }
          />
        );
      },
    },
    { key: 'last_sign_in_at', title: 'Last sign-in', value: (row) => dateTime(row.last_sign_in_at) },
    ...(manage
      ? [
          {
            key: 'actions',
            title: 'Actions',
            exportable: false,
            render: (row: MemberRow) => (
              <Popconfirm
                title={`Remove ${row.full_name ?? row.email ?? 'this member'}?`}
                description="They lose access to this organization at once."
                okText="Remove"
                okButtonProps={{ danger: true }}
                onConfirm={() => act(`remove-${row.member_id}`, () => removeMember(organizationId, row.member_id), 'Member removed')}
              >
                <Button danger size="small" disabled={busy !== null} aria-label={`Remove ${row.full_name ?? row.email ?? 'member'}`}>
                  Remove
                </Button>
              </Popconfirm>
            ),
          } satisfies DataTableColumn<MemberRow>,
        ]
      : []),
  ];

  const invitationColumns: DataTableColumn<InvitationRow>[] = [
    { key: 'email', title: 'E-mail', alwaysVisible: true },
    { key: 'role', title: 'Role', value: (row) => ROLE_LABELS[row.role as MemberRole] ?? row.role },
    { key: 'expires_at', title: 'Expires', value: (row) => dateTime(row.expires_at) },
    {
      key: 'actions',
      title: 'Actions',
      exportable: false,
      render: (row) => (
        <Space wrap>
          <Button
            size="small"
            disabled={busy !== null}
            aria-label={`Resend the invitation to ${row.email}`}
            onClick={() => void act(`resend-${row.id}`, () => sendInvitation(organizationId, row.email, row.role as InvitedRole), 'Invitation sent again')}
          >
            Resend
          </Button>
          <Popconfirm
            title={`Revoke the invitation to ${row.email}?`}
            okText="Revoke"
            okButtonProps={{ danger: true }}
            onConfirm={() => act(`revoke-${row.id}`, () => revokeInvitation(organizationId, row.id), 'Invitation revoked')}
          >
            <Button size="small" danger disabled={busy !== null} aria-label={`Revoke the invitation to ${row.email}`}>
              Revoke
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      {actionError ? <Alert type="error" showIcon role="alert" title="Not changed" description={actionError} closable onClose={() => setActionError(null)} style={{ marginBottom: 16 }} /> : null}
      {manage ? null : <Alert type="info" showIcon title="Only owners and admins can invite people or change roles." style={{ marginBottom: 16 }} />}
      <Typography.Paragraph type="secondary">
        Payroll access: pay rates, payroll runs and their amounts are seen and changed by owners, admins and the members an owner gives payroll access.
        {isOwner(role) ? '' : ' Only an owner can give or remove it.'}
      </Typography.Paragraph>
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Members</h2>} style={{ marginBottom: 16 }}>
        <DataTable<MemberRow>
          id="settings-members"
          caption="Members"
          rowKey="member_id"
          columns={memberColumns}
          rows={members.data}
          total={members.data?.length}
          loading={members.isFetching}
          error={members.error}
          onRetry={() => void members.refetch()}
          table={membersTable}
          hidePagination
          emptyText={<EmptyText>No members.</EmptyText>}
        />
      </Card>
      {manage ? (
        <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Invitations</h2>}>
          <InviteForm organizationId={organizationId} onError={setActionError} />
          <div style={{ marginTop: 16 }}>
            <DataTable<InvitationRow>
              id="settings-invitations"
              caption="Open invitations"
              rowKey="id"
              columns={invitationColumns}
              rows={invitations.data}
              total={invitations.data?.length}
              loading={invitations.isFetching}
              error={invitations.error}
              onRetry={() => void invitations.refetch()}
              table={invitationsTable}
              hidePagination
              emptyText={<EmptyText>No open invitations.</EmptyText>}
            />
          </div>
        </Card>
      ) : null}
    </>
  );
}

export function UsersSettingsPage() {
  return (
    <PageFrame title="Users" description="The people in your organization, their roles and invitations.">
      <UsersSettings />
    </PageFrame>
  );
}
