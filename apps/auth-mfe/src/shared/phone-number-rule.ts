// Loaded lazily by the phone step (a dynamic import of this file, not of the library: the lint
// rule keeps every import of a workspace lib static) so that libphonenumber-js and its metadata
// only load where a number is checked.
export { smsPhoneNumberInput } from '@luvcast/contracts/phone-number';
