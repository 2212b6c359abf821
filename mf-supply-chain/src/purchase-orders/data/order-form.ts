// The purchase order form (a draft from scratch, or a draft's edit): vendor, dates, fund,
// project, notes and the lines; the zod schema the drawer validates with and the rows written.
import { z } from 'zod';
import type { OrderDetail } from './order-detail-query';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const QUANTITY = /^\d{1,10}(\.\d{1,2})?$/;

export const orderLineSchema = z.object({
  inventoryId: z.string().nullable(),
  description: z.string().trim().min(1, 'Describe the line').max(500),
  quantity: z.string().trim().regex(QUANTITY, 'Enter a quantity like 12 or 2.5').refine((value) => Number(value) > 0, 'Enter a quantity above zero'),
  unit: z.string().optional(),
  unitCost: z.string().trim().regex(MONEY, 'Enter an amount like 12.50'),
});

export const orderFormSchema = z.object({
  vendorId: z.string({ error: 'Choose the vendor' }).min(1, 'Choose the vendor'),
  orderDate: z.string({ error: 'Enter the order date' }).min(1, 'Enter the order date'),
  expectedDate: z.string().nullable(),
  fundId: z.string().nullable(),
  projectId: z.string().nullable(),
  notes: z.string().trim().max(2000),
  items: z.array(orderLineSchema).min(1, 'Add at least one line'),
}).refine((values) => !values.expectedDate || values.expectedDate >= values.orderDate, { path: ['expectedDate'], message: 'The expected date is on or after the order date' });

export type OrderFormOutput = z.infer<typeof orderFormSchema>;
export type OrderFormValues = z.input<typeof orderFormSchema>;

export function newOrderValues(today: string): OrderFormValues {
  return { vendorId: '', orderDate: today, expectedDate: null, fundId: null, projectId: null, notes: '', items: [{ inventoryId: null, description: '', quantity: '1', unitCost: '0.00' }] };
}

export function orderValuesOf(order: OrderDetail): OrderFormValues {
  return {
    vendorId: order.vendor_id ?? '',
    orderDate: order.order_date,
    expectedDate: order.expected_date,
    fundId: order.fund_id,
    projectId: order.project_id,
    notes: order.notes ?? '',
    items: order.lines.map((line) => ({ inventoryId: line.inventory_id, description: line.description, quantity: String(line.quantity), unitCost: Number(line.unit_cost).toFixed(2) })),
  };
}

export function orderRowOf(values: OrderFormOutput, vendorName: string) {
  return {
    vendor_id: values.vendorId,
    vendor_name: vendorName,
    order_date: values.orderDate,
    expected_date: values.expectedDate || null,
    fund_id: values.fundId || null,
    project_id: values.projectId || null,
    notes: values.notes || null,
  };
}

export function orderLineRowsOf(organizationId: string, orderId: string, values: OrderFormOutput) {
  return values.items.map((line, index) => ({
    organization_id: organizationId,
    purchase_order_id: orderId,
    inventory_id: line.inventoryId || null,
    description: line.description,
    quantity: line.quantity,
    unit_cost: line.unitCost,
    line_number: index + 1,
  }));
}
