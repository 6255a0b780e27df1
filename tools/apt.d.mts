// Types of apt.mjs (plain JavaScript, shared by the .mjs scripts and the tsx ones).
export declare function hasCommand(name: string): boolean;
export declare function aptInstall(packages: readonly string[], label?: string): boolean;
export declare const INSTALLED: Readonly<Record<string, () => boolean>>;
export declare function ensureDebian(packages: readonly string[], label?: string): string[];
