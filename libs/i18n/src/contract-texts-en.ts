// The English contract texts, statically imported here so that catalogs.ts loads them lazily by a
// relative import (one chunk per locale) while the rest of the lib imports @luvcast/contracts statically.
export { enMessageTexts } from '@luvcast/contracts/messages-en';
