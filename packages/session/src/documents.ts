// Second entry of @missionbase/session, `@missionbase/session/documents` (a share key of its own):
// the session-aware side of the kit's letterhead documents, which only the pages that make documents
// load (receipts, statements, invoices, purchase orders, pay stubs), so the sign-in pages and every
// other page download none of it. Its modules reach the session through the package's own name,
// never by relative path, so the page keeps one session (one supabase client, one store).
export { useOrganizationLetterhead } from './documents/use-organization-letterhead';
export { sendDocumentEmail } from './documents/send-document-email';
export type { SendDocumentEmailInput } from './documents/send-document-email';
