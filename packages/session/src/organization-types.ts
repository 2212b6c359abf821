// Shapes of the two RPC bundles the session loads (docs/rpc.md); only the fields the shell reads are typed.

export interface OrganizationSummary {
  id: string;
  name: string;
  logo_url: string | null;
  role: string;
  created_at: string;
}

export interface SubscriptionRecord {
  id: string;
  organization_id: string;
  status: string;
  plan: string;
  billing_cycle: string;
  trial_ends_at: string | null;
  current_period_end: string | null;
}

export interface NotificationRecord {
  id: string;
  organization_id: string;
  user_id: string | null;
  title: string;
  message: string;
  link: string | null;
  is_read: boolean;
  created_at: string;
}

export interface DashboardData {
  organizations: OrganizationSummary[];
  subscriptions: SubscriptionRecord[];
  notifications: NotificationRecord[];
}

/** get_organization_data's bundle: each key a list of rows (or the settings object); remotes type what they read. */
export type OrganizationData = Record<string, unknown>;
