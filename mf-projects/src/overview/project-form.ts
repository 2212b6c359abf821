// The project drawer's form: values, the zod schema (issue paths are the Form.Item names) and the
// row written to public.projects. The database re-checks dates, budget and the manager's membership.
import { z } from 'zod';
import { amountInputError } from '@missionbase/domain/transaction-form';
import type { ProjectWrite } from '../data/project-save-mutation';
import { FUNCTIONS, PROJECT_STATUSES } from '../shared/labels';

export const projectFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the project.').max(200, 'A project name has at most 200 characters.'),
    code: z.string().trim().max(20, 'A code has at most 20 characters.'),
    status: z.enum(PROJECT_STATUSES),
    startDate: z.string(),
    endDate: z.string(),
    budget: z.string().superRefine((value, context) => {
      if (value.trim() === '') return;
      const problem = amountInputError(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
    managerUserId: z.string().nullable(),
    fundId: z.string().nullable(),
    function: z.enum(FUNCTIONS),
    description: z.string().trim().max(2000, 'The description has at most 2,000 characters.'),
  })
  .superRefine((values, context) => {
    if (values.startDate && values.endDate && values.endDate < values.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is before the start date.' });
    }
  });

export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

/** A project as the lists and the detail read it (declared RPC results: any attribute may be null). */
export interface ProjectLike {
  name: string | null;
  code: string | null;
  status: string | null;
  start_date: string | null;
  end_date: string | null;
  budget: string | null;
  manager_user_id: string | null;
  fund_id: string | null;
  function: string | null;
  description: string | null;
}

function isFunction(value: string | null): value is (typeof FUNCTIONS)[number] {
  return value !== null && (FUNCTIONS as readonly string[]).includes(value);
}
function isStatus(value: string | null): value is (typeof PROJECT_STATUSES)[number] {
  return value !== null && (PROJECT_STATUSES as readonly string[]).includes(value);
}

export function newProjectValues(): ProjectFormValues {
  return { name: '', code: '', status: 'planned', startDate: '', endDate: '', budget: '', managerUserId: null, fundId: null, function: 'program', description: '' };
}

export function projectValuesOf(project: ProjectLike): ProjectFormValues {
  return {
    name: project.name ?? '',
    code: project.code ?? '',
    status: isStatus(project.status) ? project.status : 'active',
    startDate: project.start_date ?? '',
    endDate: project.end_date ?? '',
    budget: project.budget ?? '',
    managerUserId: project.manager_user_id,
    fundId: project.fund_id,
    function: isFunction(project.function) ? project.function : 'program',
    description: project.description ?? '',
  };
}

/** The row to write; the manager's name is kept beside the member for display and older screens. */
export function projectWriteOf(values: ProjectFormOutput, managerName: string | null): ProjectWrite {
  return {
    name: values.name,
    code: values.code || null,
    status: values.status,
    start_date: values.startDate || null,
    end_date: values.endDate || null,
    budget: values.budget.trim() === '' ? null : values.budget.trim(),
    manager_user_id: values.managerUserId,
    manager_name: values.managerUserId ? managerName : null,
    fund_id: values.fundId,
    function: values.function,
    description: values.description || null,
  };
}
