// The purchase request form: its values, the zod schema the drawer validates with, and the rows
// written from it. Estimated amounts are the database's (a generated column); the form only
// shows quantity x unit cost as a hint.
import { z } from 'zod';
import type { RequestDetail } from './request-detail-query';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const QUANTITY = /^\d{1,10}(\.\d{1,2})?$/;

export const requestItemSchema = z.object({
  inventoryId: z.string().nullable(),
  description: z.string().trim().min(1, 'Describe the item').max(500),
  quantity: z.string().trim().regex(QUANTITY, 'Enter a quantity like 12 or 2.5').refine((value) => Number(value) > 0, 'Enter a quantity above zero'),
  unit: z.string().trim().min(1, 'Enter the unit').max(40),
  unitCost: z.string().trim().regex(MONEY, 'Enter an amount like 12.50'),
});

export const requestFormSchema = z.object({
  title: z.string().trim().min(1, 'Give the request a title').max(200),
  neededBy: z.string().nullable(),
  projectId: z.string().nullable(),
  fundId: z.string().nullable(),
  department: z.string().trim().max(200),
  justification: z.string().trim().max(2000),
  items: z.array(requestItemSchema).min(1, 'Add at least one item'),
});

export type RequestFormOutput = z.infer<typeof requestFormSchema>;
export type RequestFormValues = z.input<typeof requestFormSchema>;

export function emptyItem(): RequestFormValues['items'][number] {
  return { inventoryId: null, description: '', quantity: '1', unit: 'each', unitCost: '0.00' };
}

export function newRequestValues(): RequestFormValues {
  return { title: '', neededBy: null, projectId: null, fundId: null, department: '', justification: '', items: [emptyItem()] };
}

export function requestValuesOf(request: RequestDetail): RequestFormValues {
  return {
    title: request.title,
    neededBy: request.needed_by,
    projectId: request.project_id,
    fundId: request.fund_id,
    department: request.department ?? '',
    justification: request.justification ?? '',
    items: request.items.map((item) => ({
      inventoryId: item.inventory_id,
      description: item.description,
      quantity: String(item.quantity),
      unit: item.unit,
      unitCost: Number(item.estimated_unit_cost).toFixed(2),
    })),
  };
}

export function requestRowOf(values: RequestFormOutput) {
  return {
    title: values.title,
    needed_by: values.neededBy || null,
    project_id: values.projectId || null,
    fund_id: values.fundId || null,
    department: values.department || null,
    justification: values.justification || null,
  };
}

export function requestItemRowsOf(organizationId: string, requestId: string, values: RequestFormOutput) {
  return values.items.map((item, index) => ({
    organization_id: organizationId,
    purchase_request_id: requestId,
    inventory_id: item.inventoryId || null,
    description: item.description,
    quantity: item.quantity,
    unit: item.unit,
    estimated_unit_cost: item.unitCost,
    line_number: index + 1,
  }));
}
