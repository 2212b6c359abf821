// The active organization's bundle (accounts, funds, projects, settings) as the pickers read it.
import { useMemo } from 'react';
import { organizationDataAtom, useSessionValue } from '@missionbase/session';
import { readPickerAccounts, type PickerAccount } from '@missionbase/domain/transaction-form';
import { fiscalYearStartMonthFrom, readFundOptions, readProjectOptions, type FundOption, type ProjectOption } from './bundle-options';

export function useBundleAccounts(): PickerAccount[] {
  const bundle = useSessionValue(organizationDataAtom);
  return useMemo(() => readPickerAccounts(bundle?.accounts), [bundle]);
}

export function useBundleFunds(): FundOption[] {
  const bundle = useSessionValue(organizationDataAtom);
  return useMemo(() => readFundOptions(bundle?.funds), [bundle]);
}

export function useBundleProjects(): ProjectOption[] {
  const bundle = useSessionValue(organizationDataAtom);
  return useMemo(() => readProjectOptions(bundle?.projects), [bundle]);
}

/** The organization's fiscal year start month (1-12; January until the bundle has loaded). */
export function useFiscalYearStartMonth(): number {
  const bundle = useSessionValue(organizationDataAtom);
  return fiscalYearStartMonthFrom(bundle);
}
