import { REDIRECT_DELAY_MS, safeCallbackURL } from './navigation';

describe('safeCallbackURL', () => {
  it.each([
    [null, '/'],
    ['/my/profile', '/my/profile'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
  ])('%s -> %s', (input, out) => expect(safeCallbackURL(input)).toBe(out));
});

it('waits 100 ms before following the callback URL', () => expect(REDIRECT_DELAY_MS).toBe(100));
