// Data that never collides: every test makes its own members, nicknames and phone numbers, so
// tests may run in any order and in several workers at once against one database.

/** Which of the workers running at the same time this process is (0 outside a worker). */
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
let counter = 0;

/**
 * `length` base36 characters that no other call makes during a run: the clock's low digits, a
 * per-process counter and the worker's slot (the last three stay when the tail is cut short).
 */
function uniqueTail(length: number): string {
  counter += 1;
  const random = Math.floor(Math.random() * 1296).toString(36).padStart(2, '0');
  const clock = Date.now().toString(36).slice(-5);
  const tail = `${random}${clock}${(counter % 1296).toString(36).padStart(2, '0')}${(slot % 36).toString(36)}`;
  return tail.slice(-length);
}

/** A fresh, valid login ID (6-15 lowercase letters/digits, not all digits): `prefix` (letters, ≤ 5) + 10 unique characters. */
export const freshLoginId = (prefix: string) => `${prefix.slice(0, 5)}${uniqueTail(10)}`;

/** A fresh nickname of at most 10 characters: `prefix` (≤ 4 characters) + 6 unique characters. */
export const freshNickname = (prefix: string) => `${prefix.slice(0, 4)}${uniqueTail(6)}`;

/**
 * A fresh phone number that is valid under country code 1 (the phone step's choice): area code
 * 201 and 7 digits from 2000000, which the API's number rule (libphonenumber-js) accepts. Each
 * worker slot draws from its own first digit, so two workers never send to the same number.
 */
export const freshPhone = () => `201${2 + (slot % 8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
