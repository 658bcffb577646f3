/**
 * Avatar initials (spec, Signed-in shell): from the staff name when the user is linked to a staff record,
 * otherwise the first two letters of the username in upper case.
 */
export function userInitials(user: {
  username: string;
  staffId?: number | null;
  staffName?: string | null;
}): string {
  const staffName = user.staffName?.trim();
  if (user.staffId != null && staffName) {
    const words = staffName.split(/\s+/).filter(Boolean);
    const first = words[0]?.[0] ?? '';
    const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
    return `${first}${last}`.toUpperCase();
  }
  return user.username.slice(0, 2).toUpperCase();
}
