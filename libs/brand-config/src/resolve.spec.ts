import { apiOriginFor, cookieDomainFor, resolveBrand } from './resolve';

describe('resolveBrand', () => {
  it.each([
    ['luv.localhost:4200', 'luv'],
    ['lex.localhost', 'lex'],
    ['bell.localhost:4200', 'bell'],
    ['api.lex.localhost:4000', 'lex'],
    ['www.bellcast.tv', 'bell'],
    ['localhost:4200', 'luv'],
    ['unknown.example', 'luv'],
  ])('serves %s with the %s brand', (host, id) => {
    expect(resolveBrand(host).id).toBe(id);
  });
});

describe('api origin and cookie domain', () => {
  it('puts the API on the api. sub-domain of a brand host', () => {
    expect(apiOriginFor({ protocol: 'http:', hostname: 'luv.localhost' }, 4000)).toBe('http://api.luv.localhost:4000');
  });
  it('leaves out the scheme\'s own port (a site on https behind a proxy on 443)', () => {
    expect(apiOriginFor({ protocol: 'https:', hostname: 'luvcast.tv' }, 443)).toBe('https://api.luvcast.tv');
    expect(apiOriginFor({ protocol: 'http:', hostname: 'luvcast.tv' }, '80')).toBe('http://api.luvcast.tv');
    expect(apiOriginFor({ protocol: 'http:', hostname: 'luvcast.tv' }, 443)).toBe('http://api.luvcast.tv:443');
  });
  it('keeps plain localhost for the API', () => {
    expect(apiOriginFor({ protocol: 'http:', hostname: 'localhost' }, 4000)).toBe('http://localhost:4000');
  });
  it('scopes cookies to the site host of an api. host and leaves localhost host-only', () => {
    expect(cookieDomainFor('api.luv.localhost:4000')).toBe('luv.localhost');
    expect(cookieDomainFor('localhost:4000')).toBeUndefined();
  });
  it.each([
    ['api.luv.localhost:4000', 'luv.localhost'],
    ['API.Lex.Localhost', 'lex.localhost'],
    ['api.luvcast.tv', 'luvcast.tv'],
    ['api.www.bellcast.tv:443', 'www.bellcast.tv'],
  ])('scopes cookies of the brand api. host %s to its site host %s', (host, domain) => {
    expect(cookieDomainFor(host)).toBe(domain);
  });
  it.each(['api.evil.example', 'api.luvcast.tv.evil.example', 'api.evilluvcast.tv', 'api.localhost:4000', 'api.127.0.0.1', 'luvcast.tv', '127.0.0.1:4000', ''])(
    'keeps cookies host-only (no Domain) for %p, a host of no brand or not an api. host',
    (host) => {
      expect(cookieDomainFor(host)).toBeUndefined();
    },
  );
});
