import { ports } from '@luvcast/contracts';

describe('tools/federation/ports.cjs', () => {
  it('hands Node build scripts the port table that web and server code import from @luvcast/contracts', () => {
    expect(require('./ports.cjs')).toBe(ports);
  });
});
