/**
 * @jest-environment node
 */
import { guestResult } from './guest-check';

describe('guest check answers', () => {
  it('reads text/plain answers as they are', () => {
    expect(guestResult('overlap')).toBe('overlap');
    expect(guestResult('데모회원')).toBe('데모회원');
  });
  it('reads a JSON string or { result }', () => {
    expect(guestResult('"ok"')).toBe('ok');
    expect(guestResult('{"result":"notfound"}')).toBe('notfound');
  });
});
