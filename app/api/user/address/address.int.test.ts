import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES, TOO_MANY_ADDRESSES_MESSAGE, type ApiAddress } from '@/lib/accounts';
import { createTestUser } from '@/test/fixtures/accounts';
import { api } from '@/lib/accounts/test-helpers';
import { testAddress } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { GET as getProfile, POST as saveProfile } from '../profile/route';
import { DELETE as remove, PATCH as update } from './[id]/route';
import { GET as list, POST as create } from './route';

beforeEach(() => resetRateLimits());

type One = { address: ApiAddress };
type Many = { addresses: ApiAddress[] };

const home = testAddress;
const office = { ...testAddress, street: '5 Nehru Place', zipcode: '110019', appartment: '' };

describe('saved addresses', () => {
  it('saves addresses, the first as default, lists the default first, and moves the default on request', async () => {
    const user = await createTestUser();
    const first = await api<One>(create, '/api/user/address', { token: user.token, body: { address: home } });
    expect(first.status).toBe(200);
    expect(first.json.address).toMatchObject({
      street: '12 Lodhi Road',
      apartment: 'Flat 4B',
      appartment: 'Flat 4B',
      zipcode: '110003',
      phone: '9876543210',
      isDefault: true,
    });
    const second = await api<One>(create, '/api/user/address', {
      token: user.token,
      body: { address: office },
    });
    expect(second.json.address.isDefault).toBe(false);

    // The same address again is the one already kept, not a copy.
    const again = await api<One>(create, '/api/user/address', { token: user.token, body: { address: home } });
    expect(again.json.address._id).toBe(first.json.address._id);

    const moved = await api<One>(update, '/api/user/address/x', {
      method: 'PATCH',
      token: user.token,
      params: { id: second.json.address._id },
      body: { address: { ...office, street: '6 Nehru Place' }, isDefault: true },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.address).toMatchObject({ street: '6 Nehru Place', isDefault: true });

    const listed = await api<Many>(list, '/api/user/address', { token: user.token });
    expect(listed.json.addresses.map((a) => [a.street, a.isDefault])).toEqual([
      ['6 Nehru Place', true],
      ['12 Lodhi Road', false],
    ]);

    // Deleting the default makes the other one the default.
    const gone = await api(remove, '/api/user/address/x', {
      method: 'DELETE',
      token: user.token,
      params: { id: second.json.address._id },
    });
    expect(gone.status).toBe(200);
    const left = await api<Many>(list, '/api/user/address', { token: user.token });
    expect(left.json.addresses.map((a) => [a.street, a.isDefault])).toEqual([['12 Lodhi Road', true]]);
  });

  it('keeps at most 10 addresses', async () => {
    const user = await createTestUser();
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      const saved = await api(create, '/api/user/address', {
        token: user.token,
        body: { address: { ...home, street: `${i + 1} Lodhi Road` } },
      });
      expect(saved.status).toBe(200);
    }
    const eleventh = await api(create, '/api/user/address', {
      token: user.token,
      body: { address: { ...home, street: '11 Lodhi Road' } },
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.json).toEqual({ success: false, message: TOO_MANY_ADDRESSES_MESSAGE });
  });

  it("lets nobody read, change or delete another shopper's address", async () => {
    const [owner, stranger] = await Promise.all([createTestUser(), createTestUser({ name: 'Ravi Menon' })]);
    const saved = await api<One>(create, '/api/user/address', {
      token: owner.token,
      body: { address: home },
    });
    const id = saved.json.address._id;
    const changed = await api(update, '/api/user/address/x', {
      method: 'PATCH',
      token: stranger.token,
      params: { id },
      body: { address: office },
    });
    expect(changed.status).toBe(403);
    const deleted = await api(remove, '/api/user/address/x', {
      method: 'DELETE',
      token: stranger.token,
      params: { id },
    });
    expect(deleted.status).toBe(403);
    expect((await api<Many>(list, '/api/user/address', { token: stranger.token })).json.addresses).toEqual(
      [],
    );
    const mine = await api<Many>(list, '/api/user/address', { token: owner.token });
    expect(mine.json.addresses.map((a) => a.street)).toEqual(['12 Lodhi Road']);
    expect((await api(list, '/api/user/address')).status).toBe(401);
    const unknown = await api(remove, '/api/user/address/x', {
      method: 'DELETE',
      token: owner.token,
      params: { id: '0123456789abcdef01234567' },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses a bad address with 400 and the reason', async () => {
    const user = await createTestUser();
    const bad = await api(create, '/api/user/address', {
      token: user.token,
      body: { address: { ...home, zipcode: '12345' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/6-digit pincode/);
    const none = await api(create, '/api/user/address', { token: user.token, body: {} });
    expect(none.status).toBe(400);
  });
});

describe('profile', () => {
  it('changes the name and the phone, not the e-mail', async () => {
    const user = await createTestUser();
    const saved = await api(saveProfile, '/api/user/profile', {
      token: user.token,
      body: { name: ' Asha Rao ', phone: '+91 98765-43210', email: 'other@example.in' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.user).toEqual({ name: 'Asha Rao', email: user.email, phone: '9876543210' });
    const read = await api(getProfile, '/api/user/profile', { token: user.token });
    expect(read.json.user).toEqual({ name: 'Asha Rao', email: user.email, phone: '9876543210' });
    const cleared = await api(saveProfile, '/api/user/profile', {
      token: user.token,
      body: { name: 'Asha Rao', phone: '' },
    });
    expect(cleared.json.user).toMatchObject({ phone: null });
    const bad = await api(saveProfile, '/api/user/profile', {
      token: user.token,
      body: { name: '', phone: '12' },
    });
    expect(bad.status).toBe(400);
  });
});
