import ports from '../../../tools/federation/ports.cjs';

export const demoMember = { loginId: 'demo1234', password: 'Demo!2345', nickname: '데모회원' };
export const webPort = ports.web;

/** A page URL on a brand host (Chromium resolves *.localhost to loopback by itself). */
export function brandUrl(brand: 'luv' | 'lex' | 'bell' | null, path = '/'): string {
  const host = brand ? `${brand}.localhost` : 'localhost';
  return `http://${host}:${ports.web}${path}`;
}
