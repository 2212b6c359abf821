// Public entry of @missionbase/session: the ONE session store shared by the shell and every
// remote (a Module Federation singleton, so this single entry is its share key).
export { configureSession, getSupabase, isSessionConfigured } from './client';
export type { SessionConfig } from './client';
export { sessionStore, sessionAtom, userAtom, loadingAtom, authLoadingAtom } from './atoms';
export { signIn, signOut, signUp, MISSING_CREDENTIALS } from './auth-actions';
export type { AuthResult, SignUpInput } from './auth-actions';
export { AuthProvider, useAuth, AUTH_PROVIDER_MISSING } from './AuthProvider';
export type { AuthContextValue } from './AuthProvider';
export { SESSION_INSTANCE_ID } from './instance';
export { SessionProbe } from './SessionProbe';
export {
  organizationsAtom,
  activeOrganizationIdAtom,
  activeOrganizationAtom,
  activeSubscriptionAtom,
  activeNotificationsAtom,
  unreadNotificationCountAtom,
  dashboardDataAtom,
  organizationDataAtom,
  dashboardLoadingAtom,
  organizationDataLoadingAtom,
  paletteOpenAtom,
  transactionDialogAtom,
  logoutPendingAtom,
} from './organization-atoms';
export type { TransactionDialogState } from './organization-atoms';
export type { DashboardData, OrganizationData, OrganizationSummary, SubscriptionRecord, NotificationRecord } from './organization-types';
export { loadDashboardData, loadOrganizationData, switchOrganization, reloadActiveOrganizationData, clearOrganizationState } from './organization-loaders';
export { ORGANIZATION_DATA_ERROR, USER_DATA_ERROR, SIGN_OUT_FAILED_TITLE, SIGN_OUT_FAILED_FALLBACK, ACCESS_DENIED } from './organization-messages';
export { logout } from './logout';
export { startOrganizationSync } from './organization-sync';
export { registerSessionHost } from './session-host';
export type { SessionHost, ToastRequest, ToastVariant } from './session-host';
export { useSessionValue, useSetSessionAtom } from './use-session-value';
export { markNotificationRead, markAllNotificationsRead, NOTIFICATION_MESSAGES } from './notification-actions';
export { openTransactionDialog, closeTransactionDialog, editedTransactionAtom, type OpenTransactionDialogOptions } from './transaction-dialog';
export { startCheckout, priceIdFor } from './checkout-client';
export type { StartCheckoutInput } from './checkout-client';
export { invokeFunction } from './function-invoke';
export { useDashboardSummary, type DashboardSummaryQuery } from './dashboard-summary';
