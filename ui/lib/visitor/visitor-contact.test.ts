import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hasRegistered,
  markRegistered,
  readVisitorContact,
  rememberVisitorContact,
  VISITOR_CONTACT_KEY,
} from './visitor-contact';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('visitor contact', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('remembers and merges details; blanks do not erase', () => {
    rememberVisitorContact({ fullName: 'Nino Beridze', email: 'nino@example.ge' });
    rememberVisitorContact({ phone: '+995555123456', email: ' ' });
    expect(readVisitorContact()).toEqual({
      fullName: 'Nino Beridze',
      email: 'nino@example.ge',
      phone: '+995555123456',
    });
  });

  it('ignores a corrupt record', () => {
    sessionStorage.setItem(VISITOR_CONTACT_KEY, '{oops');
    expect(readVisitorContact()).toEqual({});
  });

  it('flags registration in localStorage', () => {
    expect(hasRegistered()).toBe(false);
    markRegistered();
    expect(hasRegistered()).toBe(true);
  });

  it('degrades to "nothing remembered" without storage', () => {
    vi.stubGlobal('sessionStorage', undefined);
    vi.stubGlobal('localStorage', undefined);
    expect(() => rememberVisitorContact({ email: 'a@b.ge' })).not.toThrow();
    expect(readVisitorContact()).toEqual({});
    expect(hasRegistered()).toBe(false);
  });
});
