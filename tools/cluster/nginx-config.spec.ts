import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxConfigFromArgs } from './nginx-config.mjs';

const nginx = existsSync('/usr/sbin/nginx') && spawnSync('openssl', ['version']).status === 0;
const withNginx = nginx ? it : it.skip;
if (!nginx) console.warn('tools/cluster nginx-config spec: nginx or openssl is missing (apt-get install nginx openssl); the nginx -t check is skipped');

const SITES = ['luvcast.tv', 'lexcast.tv', 'bellcast.tv'];
const front = (dir: string, internal = '10.0.1.5:8081') => [
  '--sites', SITES.join(','),
  '--media-host', 'media.luvcast.tv',
  '--api', '10.0.1.11:4000,10.0.1.12:4000',
  '--chat', '10.0.1.11:4100,10.0.1.12:4100',
  '--web', '10.0.1.11:4200,10.0.1.12:4200',
  '--media', '10.0.2.21:4400',
  '--ingest-rtmp', '10.0.2.21:1935',
  '--internal', internal,
  '--dist', path.join(dir, 'dist'),
  '--tls-dir', path.join(dir, 'certs'),
  '--acme-root', path.join(dir, 'acme'),
  '--prefix', path.join(dir, 'nginx'),
];

describe('npm run cluster:nginx (a front machine of the several-machine layout)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'luvcast-nginx-'));
    mkdirSync(path.join(dir, 'nginx'));
    mkdirSync(path.join(dir, 'dist'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves each brand on https with its certificate (site, api. host with chat, the media host), redirects http, and balances over the app machines', () => {
    const conf: string = nginxConfigFromArgs(front(dir));
    for (const site of SITES) {
      expect(conf).toContain(`server_name ${site};\n    ssl_certificate ${dir}/certs/${site}/fullchain.pem;`);
      expect(conf).toContain(`server_name api.${site};\n    ssl_certificate ${dir}/certs/${site}/fullchain.pem;`);
    }
    expect(conf).toContain(`server_name media.luvcast.tv;\n    ssl_certificate ${dir}/certs/media.luvcast.tv/fullchain.pem;`);
    expect(conf).toContain('location / { return 301 https://$host$request_uri; }');
    for (const a of ['10.0.1.11:4000', '10.0.1.12:4000', '10.0.1.11:4100', '10.0.1.12:4200']) expect(conf).toContain(`server ${a} max_fails=1 fail_timeout=3s;`);
    expect(conf).toContain('listen 10.0.1.5:8081;');
    expect(conf).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  withNginx('passes nginx -t with real certificates', () => {
    for (const name of [...SITES, 'media.luvcast.tv']) {
      const certs = path.join(dir, 'certs', name);
      mkdirSync(certs, { recursive: true });
      const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${name}`, '-addext', `subjectAltName=DNS:${name},DNS:api.${name}`, '-keyout', path.join(certs, 'privkey.pem'), '-out', path.join(certs, 'fullchain.pem')], { encoding: 'utf8' });
      expect(made.status).toBe(0);
    }
    const file = path.join(dir, 'nginx.conf');
    // nginx -t binds the address-specific listeners: the internal one on a loopback address here
    writeFileSync(file, nginxConfigFromArgs(front(dir, '127.0.0.2:18081')));
    const test = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-p', path.join(dir, 'nginx'), '-c', file], { encoding: 'utf8' });
    expect(test.stderr).toBe('');
    expect(test.status).toBe(0);
  });

  it('takes the instances named in --down out of rotation (a rolling restart)', () => {
    const conf: string = nginxConfigFromArgs([...front(dir), '--down', '10.0.1.12:4000']);
    expect(conf).toContain('server 10.0.1.12:4000 max_fails=1 fail_timeout=3s down;');
    expect(conf).toContain('server 10.0.1.12:4000 max_fails=1 fail_timeout=3s backup down;');
    expect(conf).toContain('server 10.0.1.11:4000 max_fails=1 fail_timeout=3s;');
  });

  it('names every missing or malformed option', () => {
    expect(() => nginxConfigFromArgs(['--api', '10.0.1.11'])).toThrow(/--sites is required[\s\S]*--media-host is required[\s\S]*--dist is required[\s\S]*--api: 10\.0\.1\.11 is not host:port[\s\S]*--chat is required/);
  });
});
