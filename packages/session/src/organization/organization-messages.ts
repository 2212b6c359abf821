// The words of SPEC section 8 that the organization loaders show, in one place.

export const ORGANIZATION_DATA_ERROR = {
  title: 'Error Fetching Organization Data',
  description: 'There was a problem loading your organization’s data. Please check your connection and try again.',
} as const;

export const USER_DATA_ERROR = {
  title: 'Could not load user data',
  description: "We couldn't fetch your details. It might be a temporary network issue. Please refresh the page.",
} as const;

export const SIGN_OUT_FAILED_TITLE = 'Sign out Failed';
export const SIGN_OUT_FAILED_FALLBACK = 'Something went wrong';

export function switchedOrganizationToast(name: string): { title: string; description: string } {
  return { title: 'Switched Organization', description: `You are now working in ${name}.` };
}

/** A response whose message contains this forces sign-out (SPEC sections 6 and 8). */
export const ACCESS_DENIED = 'Access denied';
