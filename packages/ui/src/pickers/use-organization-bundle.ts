// The organization bundle's options (accounts, funds, projects, fiscal year start) as the pickers read
// them, from the kit's OrganizationProvider.
import { useMemo } from 'react';
import { readPickerAccounts, type PickerAccount } from '@missionbase/domain/transaction-form';
import { useKitOrganization } from '../OrganizationProvider';
import { fiscalYearStartMonthFrom, readFundOptions, readProjectOptions, type FundOption, type ProjectOption } from './bundle-options';

export function useBundleAccounts(): PickerAccount[] {
  const bundle = useKitOrganization().data;
  return useMemo(() => readPickerAccounts(bundle?.accounts), [bundle]);
}

export function useBundleFunds(): FundOption[] {
  const bundle = useKitOrganization().data;
  return useMemo(() => readFundOptions(bundle?.funds), [bundle]);
}

export function useBundleProjects(): ProjectOption[] {
  const bundle = useKitOrganization().data;
  return useMemo(() => readProjectOptions(bundle?.projects), [bundle]);
}

/** The organization's fiscal year start month (1-12; January until the bundle has loaded). */
export function useFiscalYearStartMonth(): number {
  const bundle = useKitOrganization().data;
  return fiscalYearStartMonthFrom(bundle);
}
