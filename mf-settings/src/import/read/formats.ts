// Every export kind the import reads, tried in turn on each table's first rows; the best score
// wins. New sources add their formats here.
import type { SourceFormat } from './source-format';
import { qboAccountList } from '../sources/qbo/account-list';
import { qboApAgingDetail, qboArAgingDetail } from '../sources/qbo/aging-detail';
import { qboCustomerContacts, qboVendorContacts } from '../sources/qbo/contact-list';
import { qboGeneralLedger } from '../sources/qbo/general-ledger';
import { qboJournal } from '../sources/qbo/journal';
import { qboTrialBalance } from '../sources/qbo/trial-balance';
import { qbdIif } from '../sources/qbd/iif';
import { xeroAccountTransactions } from '../sources/xero/account-transactions';
import { xeroChartOfAccounts } from '../sources/xero/chart-of-accounts';
import { xeroContacts } from '../sources/xero/contacts';
import { xeroTrialBalance } from '../sources/xero/trial-balance';
import { aplosChartOfAccounts } from '../sources/aplos/chart-of-accounts';
import { aplosFunds } from '../sources/aplos/funds';
import { aplosTransactions } from '../sources/aplos/transactions';
import { templateFormats } from '../sources/template/template-sheets';

export const SOURCE_FORMATS: readonly SourceFormat[] = [
  qbdIif,
  qboAccountList,
  qboTrialBalance,
  qboJournal,
  qboGeneralLedger,
  qboCustomerContacts,
  qboVendorContacts,
  qboArAgingDetail,
  qboApAgingDetail,
  xeroChartOfAccounts,
  xeroTrialBalance,
  xeroAccountTransactions,
  xeroContacts,
  aplosFunds,
  aplosChartOfAccounts,
  aplosTransactions,
  ...templateFormats,
];

/** The sources and exports the wizard can name, for its "what can I upload" list. */
export const READABLE_EXPORTS: readonly { source: string; title: string }[] = SOURCE_FORMATS.map(({ source, title }) => ({ source, title }));
