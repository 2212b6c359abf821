import { describe, expect, it } from 'vitest';
import { readImportFile } from '../read/read-import-file';
import { fixtureFile, textFile } from '../test/fixture-file';
import { mergeParsedFiles } from './merge-parsed-files';

const QBO = new URL('../sources/qbo/merge.test.ts', import.meta.url).href;
const XERO = new URL('../sources/xero/merge.test.ts', import.meta.url).href;
const IIF = new URL('../sources/qbd/merge.test.ts', import.meta.url).href;

describe('several files read for one import', () => {
  it('a QuickBooks Online Account List, Trial Balance and Journal give one model whose rows name the listed accounts', async () => {
    const files = await Promise.all(['account-list.csv', 'trial-balance.csv', 'journal.csv'].map((name) => readImportFile(fixtureFile(QBO, name))));
    const model = mergeParsedFiles(files);
    expect(model.files).toEqual([
      { file: 'account-list.csv', format: 'qbo-account-list', label: 'QuickBooks Online · Account List (CSV)', refused: false },
      { file: 'trial-balance.csv', format: 'qbo-trial-balance', label: 'QuickBooks Online · Trial Balance (CSV)', refused: false },
      { file: 'journal.csv', format: 'qbo-journal', label: 'QuickBooks Online · Journal (CSV)', refused: false },
    ]);
    expect(model.accounts.length).toBe(15);
    expect(model.trial_balance.length).toBe(9);
    expect(model.journal.map((line) => [line.entry_key, line.account_key])).toEqual([
      ['journal.csv#L6', '1000'],
      ['journal.csv#L6', '4000'],
      ['journal.csv#L10', '1000'],
      ['journal.csv#L10', '6110'],
    ]);
    expect(model.problems.map((problem) => problem.file)).toEqual(['account-list.csv', 'journal.csv']);
  });

  it('rows that name an account by its full name get the key the chart of accounts gives it', async () => {
    const lists = await readImportFile(fixtureFile(IIF, 'lists.iif'));
    const transactions = await readImportFile(fixtureFile(IIF, 'transactions.iif'));
    const model = mergeParsedFiles([lists, transactions]);
    expect(model.journal.map((line) => line.account_key)).toEqual(['1000', '4000', '1000', '6110']);
    expect(model.problems.filter((problem) => /chart of accounts/.test(problem.reason))).toEqual([]);
  });

  it('keeps the chart of accounts’ row for an account a trial balance also describes, and the richer of two contacts', async () => {
    const chart = await readImportFile(fixtureFile(XERO, 'chart-of-accounts.csv'));
    const trialBalance = await readImportFile(fixtureFile(XERO, 'trial-balance.csv'));
    const vendors = await readImportFile(textFile('vendors.csv', 'Name,Kind,Email\nCity Power,vendor,\n'));
    const contacts = await readImportFile(fixtureFile(XERO, 'contacts.csv'));
    const model = mergeParsedFiles([trialBalance, chart, vendors, contacts]);
    expect(model.accounts.find((account) => account.source_key === '420')).toEqual({ source_key: '420', number: '420', name: 'Rent', full_name: 'Rent', parent_key: null, source_type: 'Overhead', category: 'Expenses', is_active: true, description: null });
    expect(model.contacts.find((contact) => contact.source_key === 'City Power')?.email).toBe('billing@citypower.example');
  });

  it('names once each account its rows use that no chart of accounts lists', async () => {
    const chart = await readImportFile(textFile('accounts.csv', 'Number,Name,Category\n1000,Checking,Assets\n'));
    const journal = await readImportFile(textFile('journal.csv', 'Entry,Date,Account,Debit,Credit\n1,2024-01-02,1000,5.00,\n1,2024-01-02,4000,,5.00\n2,2024-01-03,1000,6.00,\n2,2024-01-03,4000,,6.00\n'));
    expect(mergeParsedFiles([chart, journal]).problems).toEqual([
      { file: 'journal.csv', line: 3, reason: 'The account “4000” (on 2 rows) is in no chart of accounts of this import. Add it to the account list, or add the file that lists it.' },
    ]);
    expect(mergeParsedFiles([journal]).problems.map((problem) => problem.reason)).toEqual([
      'No file of this import lists the chart of accounts, so the accounts its rows name cannot be set up. Add the account list export (QuickBooks Online’s Account List, the IIF list, Xero’s or Aplos’s chart of accounts, or the template’s Accounts sheet).',
    ]);
  });

  it('a refused file brings its problems and none of its rows', async () => {
    const truncated = await readImportFile(fixtureFile(IIF, 'truncated.iif'));
    const model = mergeParsedFiles([truncated]);
    expect([model.files[0]?.refused, model.journal, model.problems.length]).toEqual([true, [], 1]);
  });
});
