import { parseCookies, readCookie } from './index';

describe('web cookies', () => {
  afterEach(() => {
    document.cookie = 'partner_code=; Max-Age=0; Path=/';
  });

  it("reads one of the page's cookies, undefined when absent", () => {
    document.cookie = 'partner_code=XIN; Path=/';
    expect(readCookie('partner_code')).toBe('XIN');
    expect(readCookie('luvcast_save_id')).toBeUndefined();
  });

  it('reads a given cookie string and decodes the value', () => {
    expect(readCookie('luvcast_save_id', 'a=1; luvcast_save_id=%EB%8D%B0%EB%AA%A8; b=2')).toBe('데모');
    expect(readCookie('XSRF-TOKEN', ' XSRF-TOKEN = tok.en ')).toBe('tok.en');
  });

  it('keeps the first of two cookies with one name and never matches a name prefix', () => {
    expect(parseCookies('id=first; id=second')).toEqual({ id: 'first' });
    expect(readCookie('id', 'xid=1; idx=2')).toBeUndefined();
  });

  it('keeps a malformed percent-encoding as it is and skips parts without a name', () => {
    expect(parseCookies('bad=%E0%A4%A; =x; novalue; ok=1')).toEqual({ bad: '%E0%A4%A', ok: '1' });
    expect(parseCookies(undefined)).toEqual({});
    expect(readCookie('constructor', '')).toBeUndefined();
  });
});
