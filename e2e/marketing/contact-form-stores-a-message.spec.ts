// The contact form validates, stores the message through the data API and confirms; bots filling
// the honeypot store nothing, and a second message right away is held back.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { serviceClient } from '../support/accounts.ts';

async function storedMessages(email: string): Promise<{ name: string; email: string; organization_name: string | null; subject: string | null; message: string }[]> {
  const { data, error } = await serviceClient().from('contact_messages').select('name, email, organization_name, subject, message').eq('email', email);
  if (error) throw new Error(error.message);
  return data ?? [];
}

async function fillForm(page: Page, values: { name: string; email: string; organization?: string; subject?: string; message: string }) {
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Your name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Organization (optional)').fill(values.organization ?? '');
  await form.getByLabel('Subject (optional)').fill(values.subject ?? '');
  await form.getByLabel('Message').fill(values.message);
}

test('the contact form explains what is wrong, then stores the message and confirms', async ({ page }) => {
  const email = `marisol+${Date.now()}@eastsidefoodbank.org`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter a valid e-mail address, like name@example.org.')).toBeVisible();
  await expect(form.getByText('Please write a message of at least 10 characters.')).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');

  await fillForm(page, { name: 'Marisol Ortega', email, organization: 'Eastside Community Food Bank', subject: 'Discount', message: 'Do you offer a discount for food banks with two staff?' });
  await form.getByRole('button', { name: 'Send message' }).click();
  const confirmation = page.getByTestId('contact-confirmation');
  await expect(confirmation).toContainText('Message sent');
  await expect(confirmation).toContainText(`Thank you, Marisol Ortega. We received your message and will reply to ${email} within one business day.`);

  await expect.poll(() => storedMessages(email)).toEqual([
    { name: 'Marisol Ortega', email, organization_name: 'Eastside Community Food Bank', subject: 'Discount', message: 'Do you offer a discount for food banks with two staff?' },
  ]);

  // A second message right away is held back on this device and not stored.
  await confirmation.getByRole('button', { name: 'Send another message' }).click();
  await fillForm(page, { name: 'Marisol Ortega', email, message: 'One more question about payroll allocations.' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toContainText('You just sent a message. Please wait');
  expect(await storedMessages(email)).toHaveLength(1);
});

test('a bot that fills the hidden honeypot field is thanked but nothing is stored', async ({ page }) => {
  const email = `bot+${Date.now()}@spam.example`;
  await page.goto('/contact');
  await fillForm(page, { name: 'Cheap Pills', email, message: 'Buy now, limited offer for your organization.' });
  // People never see this field; a form-filling bot does.
  await page.locator('#contact-website').fill('https://spam.example', { force: true });
  await page.getByRole('form', { name: 'Contact us' }).getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-confirmation')).toContainText('Message sent');
  expect(await storedMessages(email)).toEqual([]);
});
