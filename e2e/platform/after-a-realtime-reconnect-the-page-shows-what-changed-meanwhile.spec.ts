// A change made while the page's realtime connection was down (a network blip, a server restart) is
// never delivered as an event, so after the channel joins again the page refetches what it shows.
// The test holds the realtime WebSocket closed, posts to the ledger meanwhile, lets the client
// reconnect, and sees the dashboard's cash figure move without a reload.
import { expect, type WebSocketRoute } from '@playwright/test';
import { test } from '../support/warm-context.ts';
import { createAccount, startSessionAs } from '../support/accounts.ts';
import { expectSameDocument, markDocument } from '../support/no-reload.ts';

const today = () => new Date().toISOString().slice(0, 10);

test('after a realtime reconnect the dashboard shows a change made while it was disconnected, without a reload', async ({ page }) => {
  test.slow();
  const account = await createAccount('realtime-gap', 'Realtime Gap Pantry');
  const organizationId = account.organizationId ?? '';

  let gap = false;
  let joins = 0;
  const pageSides: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
    if (gap) {
      // The server is unreachable: the client's attempt fails and it tries again later.
      ws.close({ code: 4000, reason: 'network gap' });
      return;
    }
    pageSides.push(ws);
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString('utf8');
      if (text.includes(`organization-changes-${organizationId}`) && text.includes('phx_reply') && text.includes('"ok"')) joins += 1;
      ws.send(message);
    });
  });

  await startSessionAs(page, account);
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('cash-on-hand')).toHaveText('$0.00');
  await expect.poll(() => joins, { message: 'the organization channel joined' }).toBeGreaterThanOrEqual(1);
  const marker = await markDocument(page);

  // The connection drops; while it is down, another session posts 250.00 into cash.
  gap = true;
  for (const ws of pageSides) await ws.close({ code: 4000, reason: 'network gap' });
  const cash = await account.client.from('accounts').select('id').eq('organization_id', organizationId).eq('code', '1010').single();
  const revenue = await account.client.from('accounts').select('id').eq('organization_id', organizationId).eq('code', '4010').single();
  const fund = await account.client.from('organization_settings').select('default_fund_id').eq('organization_id', organizationId).single();
  if (cash.error || revenue.error || fund.error) throw cash.error ?? revenue.error ?? fund.error;
  const posted = await account.client.rpc('post_journal_entry', {
    p_organization_id: organizationId,
    p_entry_date: today(),
    p_description: 'Gift during the gap',
    p_lines: [
      { account_id: cash.data.id, fund_id: fund.data.default_fund_id, debit: 250 },
      { account_id: revenue.data.id, fund_id: fund.data.default_fund_id, credit: 250 },
    ],
  });
  expect(posted.error).toBeNull();
  // Nothing can have told the page: it still shows the old figure.
  await expect(page.getByTestId('cash-on-hand')).toHaveText('$0.00');

  // The network is back: the client's next attempt connects and the channel joins again.
  gap = false;
  await expect.poll(() => joins, { message: 'the organization channel joined again', timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('cash-on-hand')).toHaveText('$250.00');
  await expectSameDocument(page, marker);
});
