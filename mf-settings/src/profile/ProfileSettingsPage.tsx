// /app/settings/profile: the signed-in person's name and picture (storage), e-mail change (confirmed through the outbox),
// password change (current password required), multi-factor sign-in with an authenticator app, the organizations they belong to with their role,
// leaving one (the database refuses the last owner), and accepting an invitation link
// (`?invitation=<token>`).
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useSearchParams } from '@missionbase/router';
import { dashboardDataAtom, useSessionValue, userAtom } from '@missionbase/session';
import { Alert, Button, PageFrame, Popconfirm, Space, Tag, Typography, useToast, serverErrorMessage } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { DataTable, useTableUrlState, type DataTableColumn } from '@missionbase/ui/table';
import { Form, Input } from '@missionbase/ui/forms';
import type { OrganizationSummary } from '@missionbase/session';
import { EmptyText } from '../organization/components/EmptyText';
import { QueryState } from '../organization/components/QueryState';
import { SettingsSection } from '../organization/components/SettingsSection';
import { AVATAR_ACCEPT, avatarFileProblem, saveAvatar } from './data/avatar-upload-mutation';
import { requestEmailChange } from './data/email-change-mutation';
import { acceptInvitation } from './data/invitation-accept-mutation';
import { useInvitationQuery } from './data/invitation-query';
import { leaveOrganization } from './data/leave-organization-mutation';
import { changePassword } from './data/password-change-mutation';
import { useProfileQuery } from './data/profile-query';
import { MultiFactorCard } from './components/MultiFactorCard';
import { saveProfileName } from './data/profile-save-mutation';

const ROLE_LABELS: Record<string, string> = { owner: 'Owner', admin: 'Admin', member: 'Member', viewer: 'Viewer' };

function InvitationCard({ userId, token, onDone }: { userId: string; token: string; onDone: () => void }) {
  const invitation = useInvitationQuery(userId, token);
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  async function accept() {
    setAccepting(true);
    setError(null);
    try {
      await acceptInvitation(token);
      toast({ title: `You joined ${invitation.data?.organization_name ?? 'the organization'}`, variant: 'success' });
      onDone();
    } catch (caught) {
      setError(serverErrorMessage(caught));
    } finally {
      setAccepting(false);
    }
  }
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Invitation</h2>} style={{ marginBottom: 16 }} data-testid="invitation-card">
      {invitation.isLoading ? <Typography.Text>Reading the invitation…</Typography.Text> : null}
      {invitation.error ? (
        <Alert
          type="warning"
          showIcon
          title="This invitation cannot be used"
          description={`${serverErrorMessage(invitation.error)}. It may have expired, been revoked, or been sent to another e-mail address than the one you signed in with.`}
        />
      ) : null}
      {invitation.data ? (
        <>
          <Typography.Paragraph>
            You are invited to join <strong>{invitation.data.organization_name ?? '—'}</strong> as <strong>{invitation.data.role === null ? '—' : (ROLE_LABELS[invitation.data.role] ?? invitation.data.role)}</strong>.
          </Typography.Paragraph>
          <Button type="primary" loading={accepting} onClick={() => void accept()}>
            Accept invitation
          </Button>
        </>
      ) : null}
      {error ? <Alert type="error" showIcon role="alert" title="Not joined" description={error} style={{ marginTop: 12 }} /> : null}
    </Card>
  );
}

function AvatarCard({ userId, avatarUrl }: { userId: string; avatarUrl: string | null }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const toast = useToast();
  async function run(file: File | null) {
    const refused = file ? avatarFileProblem(file) : null;
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      await saveAvatar(userId, file);
      toast({ title: file ? 'Picture updated' : 'Picture removed', variant: 'success' });
    } catch (caught) {
      setProblem(serverErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (file) void run(file);
  }
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Picture</h2>} style={{ marginBottom: 16 }}>
      <Space align="center" wrap size="large">
        {avatarUrl ? <img src={avatarUrl} alt="Your picture" data-testid="profile-avatar" width={56} height={56} style={{ objectFit: 'cover', borderRadius: '50%' }} /> : <Typography.Text type="secondary">No picture yet.</Typography.Text>}
        <input ref={fileInput} id="profile-avatar-file" type="file" accept={AVATAR_ACCEPT} onChange={choose} hidden tabIndex={-1} aria-hidden="true" />
        <Button loading={busy} onClick={() => fileInput.current?.click()}>
          {avatarUrl ? 'Replace picture' : 'Upload picture'}
        </Button>
        {avatarUrl ? (
          <Button onClick={() => void run(null)} disabled={busy}>
            Remove picture
          </Button>
        ) : null}
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        PNG, JPEG, WebP or GIF, at most 1 MB.
      </Typography.Paragraph>
      {problem ? <Alert type="error" showIcon role="alert" title="Picture not saved" description={problem} style={{ marginTop: 12 }} /> : null}
    </Card>
  );
}

function PasswordCard() {
  const [form] = Form.useForm<{ current: string; next: string; repeat: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  async function submit(values: { current: string; next: string }) {
    setSaving(true);
    setError(null);
    try {
      await changePassword(values.current, values.next);
      form.resetFields();
      toast({ title: 'Password changed', variant: 'success' });
    } catch (caught) {
      setError(serverErrorMessage(caught));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Card title={<h2 id="password-title" style={{ fontSize: 18, margin: 0 }}>Password</h2>} style={{ marginBottom: 16 }}>
      <Form form={form} name="password" layout="vertical" onFinish={submit} aria-labelledby="password-title" style={{ maxWidth: 400 }}>
        <Form.Item name="current" label="Current password" rules={[{ required: true, message: 'Enter your current password.' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="next" label="New password" rules={[{ required: true, message: 'Enter a new password.' }, { min: 8, message: 'At least 8 characters.' }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label="Repeat the new password"
          dependencies={['next']}
          rules={[
            { required: true, message: 'Repeat the new password.' },
            ({ getFieldValue }) => ({
              validator: (_rule, value) => (value === getFieldValue('next') ? Promise.resolve() : Promise.reject(new Error('The two new passwords differ.'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {error ? <Alert type="error" showIcon role="alert" title="Password not changed" description={error} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}

function ProfileSettings() {
  const user = useSessionValue(userAtom);
  const userId = user?.id ?? null;
  const organizations = useSessionValue(dashboardDataAtom)?.organizations;
  const profile = useProfileQuery(userId);
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('invitation');
  const nameValues = useMemo(() => ({ full_name: profile.data?.full_name ?? '' }), [profile.data]);
  const emailValues = useMemo(() => ({ email: user?.email ?? '' }), [user?.email]);
  const organizationsTable = useTableUrlState({ defaultSort: null, prefix: 'organizations.' });
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const toast = useToast();

  async function leave(organization: OrganizationSummary) {
    if (!userId) return;
    setLeaving(organization.id);
    setLeaveError(null);
    try {
      await leaveOrganization(organization.id, userId);
      toast({ title: `You left ${organization.name}`, variant: 'success' });
    } catch (caught) {
      setLeaveError(`${organization.name}: ${serverErrorMessage(caught)}`);
    } finally {
      setLeaving(null);
    }
  }

  const organizationColumns: DataTableColumn<OrganizationSummary>[] = [
    { key: 'name', title: 'Organization', alwaysVisible: true },
    { key: 'role', title: 'Your role', value: (row) => ROLE_LABELS[row.role] ?? row.role, render: (row) => <Tag>{ROLE_LABELS[row.role] ?? row.role}</Tag> },
    {
      key: 'actions',
      title: 'Actions',
      exportable: false,
      render: (row) => (
        <Popconfirm
          title={`Leave ${row.name}?`}
          description="You lose access to it until someone invites you again."
          okText="Leave"
          okButtonProps={{ danger: true }}
          onConfirm={() => leave(row)}
        >
          <Button size="small" danger loading={leaving === row.id} aria-label={`Leave ${row.name}`}>
            Leave
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <QueryState organizationId={userId} isLoading={profile.isLoading} error={profile.error} onRetry={() => void profile.refetch()} what="your profile">
      {userId && token ? (
        <InvitationCard
          userId={userId}
          token={token}
          onDone={() =>
            setSearchParams((params) => {
              params.delete('invitation');
              return params;
            })
          }
        />
      ) : null}
      <SettingsSection id="profile-name" title="Name" values={nameValues} readOnly={false} onSave={(values) => saveProfileName(userId ?? '', values.full_name)}>
        <Form.Item name="full_name" label="Full name" rules={[{ max: 200, message: 'At most 200 characters.' }]}>
          <Input autoComplete="name" />
        </Form.Item>
      </SettingsSection>
      {userId ? <AvatarCard userId={userId} avatarUrl={profile.data?.avatar_url ?? null} /> : null}
      <SettingsSection id="profile-email" title="E-mail" values={emailValues} readOnly={false} savedMessage="Check the new address for the confirmation link" onSave={(values) => requestEmailChange(values.email)}>
        <Form.Item
          name="email"
          label="E-mail address"
          extra="We send a confirmation link to the new address; the change takes effect once you follow it."
          rules={[{ required: true, message: 'Enter an e-mail address.' }, { type: 'email', message: 'Enter a valid e-mail address.' }]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </SettingsSection>
      <PasswordCard />
      <MultiFactorCard />
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Your organizations</h2>}>
        {leaveError ? <Alert type="error" showIcon role="alert" title="You did not leave" description={leaveError} closable onClose={() => setLeaveError(null)} style={{ marginBottom: 12 }} /> : null}
        <DataTable<OrganizationSummary>
          id="settings-profile-organizations"
          caption="Your organizations"
          rowKey="id"
          columns={organizationColumns}
          rows={organizations}
          total={organizations?.length}
          loading={organizations === undefined}
          table={organizationsTable}
          hidePagination
          emptyText={<EmptyText>You belong to no organization.</EmptyText>}
        />
      </Card>
    </QueryState>
  );
}

export function ProfileSettingsPage() {
  return (
    <PageFrame title="Profile" description="Your name, e-mail, password, multi-factor sign-in and organizations.">
      <ProfileSettings />
    </PageFrame>
  );
}
