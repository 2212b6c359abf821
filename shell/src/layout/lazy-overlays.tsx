// The command palette and the transaction dialog, downloaded the first time they open (issue 21
// point 2): their code (the palette's search, the transaction form with its date picker, account
// tree and form controls) is not needed to show a page, so no route's cold load pays for it. Once
// opened they stay mounted, so closing animates and a second open is instant.
import { lazy, Suspense, useState } from 'react';
import { paletteOpenAtom, transactionDialogAtom, useSessionValue } from '@missionbase/session';
import { useTransactionLink } from '../transaction-dialog/use-transaction-link';

const CommandPalette = lazy(() => import('../palette/CommandPalette').then((module) => ({ default: module.CommandPalette })));
const TransactionDialog = lazy(() =>
  import('../transaction-dialog/TransactionDialog').then((module) => ({ default: module.TransactionDialog })),
);

/** True from the first time `open` is true: the component is fetched then and kept afterwards. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function LazyCommandPalette() {
  const opened = useOpenedOnce(useSessionValue(paletteOpenAtom));
  return opened ? (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  ) : null;
}

export function LazyTransactionDialog() {
  // An `?editTransaction=<id>` link opens the dialog, so the link is read before any dialog code loads.
  useTransactionLink();
  const opened = useOpenedOnce(useSessionValue(transactionDialogAtom).open);
  return opened ? (
    <Suspense fallback={null}>
      <TransactionDialog />
    </Suspense>
  ) : null;
}
