// Stripe's bracketed form encoding reads back into the objects and arrays the SDK sent.
import { describe, expect, it } from 'vitest';
import { formMetadata, parseStripeForm } from './form-body.ts';

describe('parseStripeForm', () => {
  it('reads nested objects, indexed arrays and metadata', () => {
    const body =
      'mode=subscription&line_items[0][price]=price_a&line_items[0][quantity]=1&line_items[1][price_data][unit_amount]=500' +
      '&metadata[plan]=growth&subscription_data[metadata][organization_id]=org-1&expand[0]=subscription';
    const params = parseStripeForm(body.replace(/\[/g, '%5B').replace(/\]/g, '%5D'));
    expect(params).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_a', quantity: '1' }, { price_data: { unit_amount: '500' } }],
      metadata: { plan: 'growth' },
      subscription_data: { metadata: { organization_id: 'org-1' } },
      expand: ['subscription'],
    });
    expect(formMetadata(params)).toEqual({ plan: 'growth' });
  });

  it('orders indexes numerically and keeps plain keys', () => {
    const params = parseStripeForm('items[10][id]=b&items[2][id]=a&cancel_at_period_end=true');
    expect(params).toEqual({ items: [{ id: 'a' }, { id: 'b' }], cancel_at_period_end: 'true' });
  });
});
