import { describe, expect, it } from 'vitest';
import { tamper } from './requestState';

const b64url = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

describe('tamper', () => {
  const args = { orderId: 'A-1001' };
  const other = { orderId: 'A-1002' };

  it('changes the numbers and the arguments of base64 JSON, encoded back the same way', () => {
    const state = btoa(JSON.stringify({ orderId: 'A-1001', amount: 40 }));
    expect(JSON.parse(atob(tamper(state, args, other)))).toEqual({ orderId: 'A-1002', amount: 4001 });
  });

  it('changes the payload of a signed v1.<body>.<mac> state and keeps the signature', () => {
    const body = b64url(JSON.stringify({ p: { orderId: 'A-1001', amount: 40 }, exp: 100 }));
    const [prefix, changed, mac] = tamper(`v1.${body}.c2lnbmF0dXJl`, args, other).split('.');
    expect([prefix, mac]).toEqual(['v1', 'c2lnbmF0dXJl']);
    expect(JSON.parse(atob(changed.replaceAll('-', '+').replaceAll('_', '/')))).toEqual({
      p: { orderId: 'A-1002', amount: 4001 },
      exp: 10001,
    });
  });

  it('changes plain JSON, and one character of a state it cannot read', () => {
    expect(JSON.parse(tamper('{"orderId":"A-1001"}', args, other))).toEqual({ orderId: 'A-1002' });
    const handle = '3f1c2a9e-7b7d-4c6e-9b1a-0f2d6c8e4a11';
    const changed = tamper(handle, args, other);
    expect(changed).not.toBe(handle);
    expect(changed).toHaveLength(handle.length);
  });
});
