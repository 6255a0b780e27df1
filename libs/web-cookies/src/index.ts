export { parseCookies, readCookie } from './cookies';
