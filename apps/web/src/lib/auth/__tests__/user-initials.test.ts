import { describe, expect, it } from 'vitest';
import { userInitials } from '../user-initials';

describe('userInitials', () => {
  it('uses the staff name when the user is linked to a staff record', () => {
    expect(userInitials({ username: 'jdoe', staffId: 4, staffName: 'Jane Doe' })).toBe('JD');
    expect(userInitials({ username: 'mvb', staffId: 4, staffName: 'maria van der berg' })).toBe('MB');
    expect(userInitials({ username: 'cher', staffId: 4, staffName: 'Cher' })).toBe('C');
  });

  it('otherwise takes the first two letters of the username in upper case', () => {
    expect(userInitials({ username: 'admin', staffId: null, staffName: null })).toBe('AD');
    expect(userInitials({ username: 'x', staffId: null, staffName: 'Jane Doe' })).toBe('X');
  });

  it('falls back to the username when the staff name is missing', () => {
    expect(userInitials({ username: 'owner', staffId: 9, staffName: null })).toBe('OW');
  });
});
