// Types of private-postgres.mjs (plain JavaScript, so bench:chat's worker processes load it without tsx).
export declare function freePort(): Promise<number>;
export declare function startPrivatePostgres(prefix?: string): Promise<{ url: string; note: string; crash(): void; start(): void; stop(): void }>;
