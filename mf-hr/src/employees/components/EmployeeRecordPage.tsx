// One employee's page (/app/hr/employees/<id>): the record (its pay only for whoever may see pay),
// Edit (the drawer), Terminate and the allocation editor (for whoever may change pay) and, for
// owners and admins, the personal identifiers. An unknown id or another organization's shows
// "not found".
import { useState } from 'react';
import { Link, useParams } from '@missionbase/router';
import { useActiveOrganizationId, organizationToday } from '@missionbase/session';
import {
  Button,
  Col,
  Flex,
  PageFrame,
  Popconfirm,
  Row,
  Skeleton,
  formatMoney,
  serverErrorMessage,
  useToast,
} from '@missionbase/ui';
import { Breadcrumb, Descriptions, Result } from '@missionbase/ui/display';
import { Card } from '@missionbase/ui/card';
import { useBundleAccounts } from '@missionbase/ui/pickers';
import { useEmployee } from '../data/employee-detail-query';
import { useEmployeePay } from '../data/employee-pay-query';
import { useSaveEmployee } from '../data/employee-save-mutation';
import { useHrPermissions } from '../../hooks/use-hr-permissions';
import { EMPLOYMENT_LABELS, SCHEDULE_LABELS, employeeValuesOf, employeeWriteOf, payRateText } from '../utils/employee-form';
import { AllocationEditor } from './AllocationEditor';
import { StatusTag } from './EmployeeStatusTag';
import { IdentifiersCard } from './IdentifiersCard';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

const EmployeeDrawer = lazyPanel(() => import('./EmployeeDrawer').then((module) => module.EmployeeDrawer));

export function EmployeeRecordPage() {
  const { employeeId = '' } = useParams();
  const organizationId = useActiveOrganizationId();
  const employee = useEmployee(organizationId, employeeId);
  const { canEditEmployees, canManagePayroll, canSeePay, canChangePay } = useHrPermissions();
  const pay = useEmployeePay(organizationId, employeeId, canSeePay).data ?? null;
  // The manager's own record (the organization bundle carries only the 1,000 newest employees).
  const manager = useEmployee(organizationId, employee.data?.manager_id ?? '').data;
  const accounts = useBundleAccounts();
  const save = useSaveEmployee();
  const toast = useToast();
  const [editing, setEditing] = useState(false);

  const back = <Link to="/app/hr/employees">All employees</Link>;
  if (employee.isError) {
    return (
      <PageFrame title="Employee">
        <Result status="warning" title="This employee could not be loaded" subTitle={serverErrorMessage(employee.error)}
          extra={<Flex gap={8} justify="center"><Button onClick={() => void employee.refetch()}>Retry</Button>{back}</Flex>} />
      </PageFrame>
    );
  }
  if (employee.isPending && employee.fetchStatus !== 'idle') {
    return <PageFrame title="Employee"><Skeleton active paragraph={{ rows: 8 }} /></PageFrame>;
  }
  const data = employee.data;
  if (!data) {
    return (
      <PageFrame title="Employee not found">
        <Result status="404" title="Employee not found" subTitle="There is no such employee in this organization." extra={back} />
      </PageFrame>
    );
  }
  const wageAccount = accounts.find((a) => a.id === pay?.wage_account_id);
  const address = [data.address_line1, [data.city, data.region, data.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const terminate = () => {
    const row = employeeWriteOf({ ...employeeValuesOf(data, pay), status: 'terminated', terminationDate: organizationToday() });
    save.mutate({ employeeId: data.id, row, pay: null }, {
      onSuccess: () => toast({ title: `${data.name} terminated`, variant: 'success' }),
      onError: (e) => toast({ title: 'Could not terminate', description: serverErrorMessage(e), variant: 'destructive' }),
    });
  };
  return (
    <PageFrame title={data.name}>
      <Breadcrumb items={[{ title: <Link to="/app/hr/employees">Employees</Link> }, { title: data.name }]} style={{ marginBottom: 12 }} />
      <Flex wrap gap={8} style={{ marginBottom: 16 }} align="center">
        <StatusTag status={data.status} />
        {canEditEmployees ? <Button onClick={() => setEditing(true)} onPointerEnter={EmployeeDrawer.preload} onFocus={EmployeeDrawer.preload}>Edit employee</Button> : null}
        {canChangePay && data.status !== 'terminated' ? (
          <Popconfirm title={`Terminate ${data.name} as of today?`} description="They leave future payroll runs." okText="Terminate" okButtonProps={{ danger: true }} onConfirm={terminate}>
            <Button danger loading={save.isPending}>Terminate</Button>
          </Popconfirm>
        ) : null}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Record">
            <Descriptions column={1} size="small" items={[
              { key: 'position', label: 'Job title', children: data.position ?? '—' },
              { key: 'department', label: 'Department', children: data.department ?? '—' },
              { key: 'manager', label: 'Manager', children: manager ? <Link to={`/app/hr/employees/${manager.id}`}>{manager.name}</Link> : '—' },
              { key: 'email', label: 'E-mail', children: data.email ?? '—' },
              { key: 'phone', label: 'Phone', children: data.phone ?? '—' },
              { key: 'address', label: 'Address', children: address || '—' },
              { key: 'employment', label: 'Employment', children: EMPLOYMENT_LABELS[data.employment_type] ?? data.employment_type },
              { key: 'hired', label: 'Hire date', children: data.hire_date ?? '—' },
              ...(data.termination_date ? [{ key: 'terminated', label: 'Termination date', children: data.termination_date }] : []),
              ...(pay ? [{ key: 'pay', label: 'Pay', children: payRateText(pay.pay_type, formatMoney(String(pay.pay_rate))) }] : []),
              { key: 'schedule', label: 'Pay schedule', children: SCHEDULE_LABELS[data.pay_schedule] ?? data.pay_schedule },
              ...(pay ? [{ key: 'wage', label: 'Wage expense account', children: wageAccount ? `${wageAccount.code} ${wageAccount.name}` : 'Salaries & Wages (default)' }] : []),
            ]} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={16}>
            <AllocationEditor employeeId={data.id} readOnly={!canChangePay} />
            <IdentifiersCard employeeId={data.id} canManage={canManagePayroll} />
          </Flex>
        </Col>
      </Row>
      <EmployeeDrawer opened={editing} employee={editing ? data : null} pay={pay} readOnly={!canEditEmployees} onClose={() => setEditing(false)} />
    </PageFrame>
  );
}
