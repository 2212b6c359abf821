// Public entry of @missionbase/session: the ONE session store shared by the shell and every
// remote (a Module Federation singleton; this entry is its share key, and `./documents`, the
// letterheads and e-mailed documents, is a second one: src/documents.ts). The folders are its
// concerns: auth/, organization/, realtime/, notifications/, billing/, transactions/, dashboard/,
// documents/, query/ (the one react-query cache, key shapes and paged-RPC reader), database/
// (generated types).
export { configureSession, getSupabase, isSessionConfigured } from './client';
export type { SessionConfig, TypedSupabaseClient } from './client';
export type { Database, Json, Tables, TablesInsert, TablesUpdate, Enums, FunctionArgs, FunctionReturns, CompositeTypes } from './database/database.types';
export { sessionStore, sessionAtom, userAtom, loadingAtom, authLoadingAtom } from './atoms';
export { signIn, signOut, signUp, MISSING_CREDENTIALS } from './auth/auth-actions';
export type { AuthResult, SignUpInput } from './auth/auth-actions';
export { AuthProvider, useAuth, AUTH_PROVIDER_MISSING } from './auth/AuthProvider';
export type { AuthContextValue } from './auth/AuthProvider';
export { logout } from './auth/logout';
export {
  assuranceAtom,
  assuranceOf,
  enrollAuthenticator,
  listAuthenticators,
  needsSecondFactorAtom,
  removeAuthenticator,
  verifiedFactors,
  verifyAuthenticatorCode,
  verifySignInCode,
  WRONG_CODE,
} from './auth/mfa';
export type { Assurance, AssuranceLevel, AuthenticatorEnrollment } from './auth/mfa';
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
  organizationTimeZoneAtom,
  organizationTodayAtom,
} from './organization/organization-atoms';
export { useOrganizationToday, organizationToday } from './organization/organization-today';
export type { TransactionDialogState } from './organization/organization-atoms';
export type { DashboardData, OrganizationData, OrganizationSummary, SubscriptionRecord, NotificationRecord } from './organization/organization-types';
export { loadDashboardData, loadOrganizationData, switchOrganization, reloadActiveOrganizationData, clearOrganizationState } from './organization/organization-loaders';
export { ORGANIZATION_DATA_ERROR, USER_DATA_ERROR, SIGN_OUT_FAILED_TITLE, SIGN_OUT_FAILED_FALLBACK, ACCESS_DENIED } from './organization/organization-messages';
export { startOrganizationSync } from './organization/organization-sync';
export { useActiveOrganizationId } from './organization/use-active-organization-id';
export { emptyOrganizationData } from './organization/empty-organization-data';
export { registerSessionHost } from './session-host';
export type { SessionHost, ToastRequest, ToastVariant } from './session-host';
export { useSessionValue, useSetSessionAtom } from './use-session-value';
export { markNotificationRead, markAllNotificationsRead, NOTIFICATION_MESSAGES } from './notifications/notification-actions';
export { openTransactionDialog, closeTransactionDialog, editedTransactionAtom, type OpenTransactionDialogOptions } from './transactions/transaction-dialog';
export { startCheckout, priceIdFor } from './billing/checkout-client';
export type { StartCheckoutInput } from './billing/checkout-client';
export { invokeFunction } from './function-invoke';
export { useDashboardSummary, fetchDashboardSummary, dashboardSummaryQueryOptions } from './dashboard/dashboard-summary-query';
export type { DashboardSummaryQuery, DashboardSummaryState } from './dashboard/dashboard-summary-query';
export { queryClient } from './query/query-client';
export { SessionQueryProvider } from './query/SessionQueryProvider';
export { LEDGER, tableKey, ledgerKey, dashboardSummaryKey } from './query/keys';
export { declaredPage, rpcData } from './query/paged-rpc';
export type { Paged, PagedWithTotals, RpcRequest } from './query/paged-rpc';
export { invalidateOnTableChange } from './realtime/organization-realtime';
