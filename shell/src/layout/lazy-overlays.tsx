// The command palette and the transaction dialog, downloaded the first time they open: their
// code (the palette's search, the transaction form with its date picker, account
// tree and form controls) is not needed to show a page, so no route's cold load pays for it. Once
// opened they stay mounted (lazyPanel), so closing animates and a second open is instant.
import { lazyPanel } from '@missionbase/app-config/lazy-panel';
import { paletteOpenAtom, transactionDialogAtom, useSessionValue } from '@missionbase/session';
import { useTransactionLink } from '../transaction-dialog/use-transaction-link';

const CommandPalette = lazyPanel(() => import('../palette/CommandPalette').then((module) => module.CommandPalette));
const TransactionDialog = lazyPanel(() => import('../transaction-dialog/TransactionDialog').then((module) => module.TransactionDialog));

export function LazyCommandPalette() {
  return <CommandPalette opened={useSessionValue(paletteOpenAtom)} />;
}

export function LazyTransactionDialog() {
  // An `?editTransaction=<id>` link opens the dialog, so the link is read before any dialog code loads.
  useTransactionLink();
  return <TransactionDialog opened={useSessionValue(transactionDialogAtom).open} />;
}
