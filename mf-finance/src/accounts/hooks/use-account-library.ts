// The chart's reference data from the organization bundle: account types per category and the
// standard description library (account_descriptions), shown as help text in the account drawer.
import { useMemo } from 'react';
import { organizationDataAtom, useSessionValue } from '@missionbase/session';

export interface AccountTypeOption {
  id: string;
  name: string;
  category: string;
  description: string | null;
}

export interface DescriptionEntry {
  id: string;
  accountTypeId: string | null;
  name: string;
  description: string;
}

export function useAccountLibrary(): { types: AccountTypeOption[]; descriptions: DescriptionEntry[] } {
  const bundle = useSessionValue(organizationDataAtom);
  return useMemo(() => {
    const categoryName = new Map((bundle?.account_categories ?? []).map((category) => [category.id, category.name]));
    return {
      types: (bundle?.account_types ?? []).map((type) => ({
        id: type.id,
        name: type.name,
        category: categoryName.get(type.account_category_id) ?? '',
        description: type.description,
      })),
      descriptions: (bundle?.account_descriptions ?? []).map((entry) => ({
        id: entry.id,
        accountTypeId: entry.account_type_id,
        name: entry.name,
        description: entry.description,
      })),
    };
  }, [bundle]);
}
