// Where signing in lands: the application page that sent the person to /login (RequireAuth puts
// it in the navigation state), else the dashboard. Only a path inside the application area is
// followed, never another site.
export function landingPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? Reflect.get(state, 'from') : undefined;
  return typeof from === 'string' && from.startsWith('/app/') && !from.startsWith('/app//') && !from.includes('\\') ? from : '/app/dashboard';
}
