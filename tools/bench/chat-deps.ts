// What tools/bench/chat.mjs needs from the libs, loaded by it on demand (its worker processes run
// without tsx and never load this). Nx refuses a lib imported lazily in one file and statically in
// another, so the libs are imported statically here and this file is the lazy import.
export { createDatabase, migrate, seedIfEmpty } from '@luvcast/db';
export { DEV_JWT_SECRET, signAccessToken } from '@luvcast/server-auth';
