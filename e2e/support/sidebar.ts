// Navigation through the shell's sidebar as a user does it: open the group if its link is hidden,
// then click the link.
import type { Page } from '@playwright/test';

export async function openFromSidebar(page: Page, linkName: string, group?: string): Promise<void> {
  const shell = page.getByTestId('app-shell');
  const nav = shell.getByRole('navigation').first();
  const link = nav.getByRole('link', { name: linkName, exact: true }).first();
  if (group && !(await link.isVisible())) {
    await nav.getByText(group, { exact: true }).first().click();
  }
  await link.click();
}
