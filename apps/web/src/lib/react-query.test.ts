import { afterEach, describe, expect, it } from 'vitest';
import { clearPrivateStorage, PRIVATE_STORAGE_PREFIX } from './private-storage.ts';
import { createQueryClient, forgetPrivateDataOnUserChange } from './react-query.ts';
import { clearAuth, setAuthUser, type AuthUser } from './session.ts';
import { authUser } from '../testing/fixtures/auth.ts';

const user = (id: number): AuthUser =>
  authUser({
    id,
    name: `Pengguna ${id}`,
    email: `u${id}@contoh.id`,
    token: `token-${id}`,
    expired_at: new Date(Date.now() + 3600_000).toISOString(),
    role_name: 'seeker',
  });

function seed(client: ReturnType<typeof createQueryClient>) {
  client.setQueryData(['notifications', '1', 'list', { offset: 0 }], { notifications: ['milik 1'] });
  client.setQueryData(['profile', 'seeker', 1], { seeker_detail: 'milik 1' });
  client.setQueryData(['auth', 'me', 1], { id: 1 });
  client.setQueryData(['job-vacancies', 'list', {}], { vacancies: [] });
  client.setQueryData(['master', 'masters'], { educations: [] });
  client.setQueryData(['location', 'provinces'], []);
  localStorage.setItem(`${PRIVATE_STORAGE_PREFIX}seeker-form`, '{"educations":[1]}');
  localStorage.setItem('pengaturan-umum', 'tetap');
}

const keys = (client: ReturnType<typeof createQueryClient>) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey[0]);

afterEach(() => {
  clearAuth();
  localStorage.clear();
});

describe('private data on a change of user', () => {
  it('keeps everything while the same user stays signed in (a refresh of the stored user)', () => {
    setAuthUser(user(1));
    const client = createQueryClient();
    const stop = forgetPrivateDataOnUserChange(client);
    seed(client);
    setAuthUser({ ...user(1), name: 'Nama baru' });
    expect(keys(client)).toHaveLength(6);
    expect(localStorage.getItem(`${PRIVATE_STORAGE_PREFIX}seeker-form`)).not.toBeNull();
    stop();
  });

  it('drops every private query and private storage entry when another user signs in', () => {
    setAuthUser(user(1));
    const client = createQueryClient();
    const stop = forgetPrivateDataOnUserChange(client);
    seed(client);
    setAuthUser(user(2));
    expect(keys(client).sort()).toEqual(['location', 'master']);
    expect(localStorage.getItem(`${PRIVATE_STORAGE_PREFIX}seeker-form`)).toBeNull();
    expect(localStorage.getItem('pengaturan-umum')).toBe('tetap');
    stop();
  });

  it('drops them on logout or an ended session (the user becomes null)', () => {
    setAuthUser(user(1));
    const client = createQueryClient();
    const stop = forgetPrivateDataOnUserChange(client);
    seed(client);
    clearAuth();
    expect(keys(client).sort()).toEqual(['location', 'master']);
    expect(localStorage.getItem(`${PRIVATE_STORAGE_PREFIX}seeker-form`)).toBeNull();
    stop();
  });

  it('stops listening once unsubscribed', () => {
    setAuthUser(user(1));
    const client = createQueryClient();
    forgetPrivateDataOnUserChange(client)();
    seed(client);
    setAuthUser(user(2));
    expect(keys(client)).toHaveLength(6);
  });
});

describe('clearPrivateStorage', () => {
  it('removes only the keys with the private prefix', () => {
    localStorage.setItem(`${PRIVATE_STORAGE_PREFIX}a`, '1');
    localStorage.setItem(`${PRIVATE_STORAGE_PREFIX}b`, '2');
    localStorage.setItem('auth_user', '{}');
    clearPrivateStorage();
    expect(Object.keys(localStorage)).toEqual(['auth_user']);
  });
});
