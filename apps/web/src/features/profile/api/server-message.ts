/**
 * The server names the offending field in a 400 message ('currentPassword: Current password is incorrect').
 * Splits it so the form can put the words under that field and the toast can show them without the key.
 */
export function splitFieldMessage(message: string): { field: string | null; text: string } {
  const match = /^([A-Za-z][A-Za-z0-9_.]*):\s+(.+)$/s.exec(message);
  if (!match?.[1] || !match[2]) return { field: null, text: message };
  return { field: match[1], text: match[2] };
}
