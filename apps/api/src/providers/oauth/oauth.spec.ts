import { audienceFrom } from './oauth';

describe('the app an access token was issued to, as each provider answers it', () => {
  it('reads Kakao app_id, Google aud (else azp) and Twitch client_id', () => {
    expect(audienceFrom('kakao', { id: 1, expires_in: 7199, app_id: 123456 })).toBe('123456');
    expect(audienceFrom('google', { azp: 'a.apps.googleusercontent.com', aud: 'b.apps.googleusercontent.com', sub: '1' })).toBe('b.apps.googleusercontent.com');
    expect(audienceFrom('google', { azp: 'a.apps.googleusercontent.com', sub: '1' })).toBe('a.apps.googleusercontent.com');
    expect(audienceFrom('twitch', { client_id: 'wbmytr93xzw8zbg0p1izqyzzc5mbiz', login: 'x', user_id: '1' })).toBe('wbmytr93xzw8zbg0p1izqyzzc5mbiz');
  });

  it('names no app for an answer without one, and never for Naver', () => {
    expect(audienceFrom('kakao', { id: 1 })).toBeNull();
    expect(audienceFrom('twitch', { status: 401, message: 'invalid access token' })).toBeNull();
    expect(audienceFrom('google', 'not json object')).toBeNull();
    expect(audienceFrom('naver', { client_id: 'x', aud: 'y' })).toBeNull();
  });
});
