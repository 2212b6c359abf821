// The active organization's id for React code: the second part of every query key in the product.
import { useSessionValue } from '../use-session-value';
import { activeOrganizationIdAtom } from './organization-atoms';

export function useActiveOrganizationId(): string | null {
  return useSessionValue(activeOrganizationIdAtom);
}
