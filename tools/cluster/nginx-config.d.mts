// Types of nginx-config.mjs for the TypeScript that imports it (its spec).
export declare const NGINX_MODULES: string;
export declare function streamModule(): boolean;
export interface NginxConfigOptions {
  prefix: string;
  sites: string[];
  mediaHost: string;
  api: string[];
  chat: string[];
  web: string[];
  media: string[];
  down?: string[];
  internal: string;
  rtmp?: { listen: string | number; ingest: string[] };
  distDir: string;
  listen?: string | number;
  tls?: { certDir: string };
  acmeRoot?: string;
  user?: string;
  workers?: string | number;
  accessLog?: boolean;
}
export declare function nginxConfig(options: NginxConfigOptions): string;
/** the CLI's arguments (`npm run cluster:nginx -- ...`) -> the configuration; throws one line per bad or missing option */
export declare function nginxConfigFromArgs(argv: string[]): string;
