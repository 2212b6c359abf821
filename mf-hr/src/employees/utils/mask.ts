// Masks an identifier but its last four digits ("•••••6789"), for display to owners and admins.
export function maskTail(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `${'•'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}
