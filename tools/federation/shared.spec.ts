// The shared singletons are defined once and every web app's webpack config uses them.
const { sharedSingletons } = require('./shared.cjs');
const { createWebConfig } = require('../webpack/create-web-config.cjs');
const ports = require('./ports.cjs');
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOGIN_DIALOG_EXPOSE, LOGIN_DIALOG_REMOTE, REMOTE_ROUTES_EXPOSE } from '@luvcast/shell-contract';

const REQUIRED = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'zustand',
  '@lingui/core',
  '@lingui/react',
  '@luvcast/session',
  '@luvcast/api-client',
  '@luvcast/i18n',
  '@luvcast/ui',
  '@luvcast/shell-kit',
];

describe('federation shared singletons', () => {
  const shared = sharedSingletons();

  it.each(REQUIRED)('shares %s as a singleton', (name) => {
    expect(shared[name]).toMatchObject({ singleton: true });
  });

  it('pins React exactly (strictVersion) so two Reacts never load', () => {
    // the root package.json belongs to no project: read it as a file
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8'));
    for (const name of ['react', 'react-dom']) {
      expect(shared[name]).toMatchObject({ strictVersion: true, requiredVersion: pkg.dependencies[name], version: pkg.dependencies[name] });
    }
  });

  it('gives the workspace libs an explicit version and no required version', () => {
    for (const name of ['@luvcast/session', '@luvcast/api-client', '@luvcast/i18n', '@luvcast/ui', '@luvcast/shell-kit']) {
      expect(shared[name]).toEqual({ singleton: true, requiredVersion: false, version: expect.any(String) });
    }
  });

  const apps = [
    { project: 'shell', name: 'shell', kind: 'host' },
    ...Object.entries(ports.remotes).map(([name, r]: [string, any]) => ({ project: r.project, name, kind: 'remote', exposes: { './routes': './src/routes.tsx' } })),
  ];

  it.each(apps)('$name uses the one shared definition, no static remotes', (options) => {
    const config = createWebConfig(options)({}, { mode: 'production' });
    const mf = config.plugins.find((p: any) => p.constructor.name === 'ModuleFederationPlugin');
    expect(mf._options.name).toBe(options.name);
    expect(mf._options.shared).toEqual(shared);
    expect(mf._options.remotes).toEqual({});
    expect(config.output.uniqueName).toBe(options.name);
    if (options.kind === 'remote') expect(mf._options.filename).toBe('remoteEntry.js');
  });

  it.each(Object.entries(ports.remotes).map(([name, r]: [string, any]) => ({ name, project: r.project })))(
    '$name exposes ./routes from its own webpack.config.js (the shell/remote contract)',
    ({ name, project }) => {
      const config = require(`../../apps/${project}/webpack.config.js`)({}, { mode: 'production' });
      const mf = config.plugins.find((p: any) => p.constructor.name === 'ModuleFederationPlugin');
      expect(mf._options.name).toBe(name);
      expect(mf._options.exposes[REMOTE_ROUTES_EXPOSE]).toBe('./src/routes.tsx');
      if (name === LOGIN_DIALOG_REMOTE) expect(mf._options.exposes[LOGIN_DIALOG_EXPOSE]).toBeDefined();
    },
  );
});


describe('react-router shared as the subset the workspace uses', () => {
  const { execSync } = require('node:child_process');
  const root = join(__dirname, '../..');

  it('provides react-router through the subset module', () => {
    expect(sharedSingletons()['react-router'].import).toBe(join(__dirname, 'react-router-shared.mjs'));
  });

  it('re-exports every value the web code imports from react-router (a missing one would be undefined at run time)', () => {
    const subset = readFileSync(join(__dirname, 'react-router-shared.mjs'), 'utf8');
    const exported = new Set([...subset.replace(/\/\/.*$/gm, '').matchAll(/\b([A-Za-z]\w*),/g)].map((m) => m[1]));
    const files = String(execSync(`git ls-files -co --exclude-standard -- 'apps/*.ts' 'apps/*.tsx' 'libs/*.ts' 'libs/*.tsx'`, { cwd: root }))
      .split('\n')
      .filter((f) => f && !/\.(spec|stories)\.tsx?$/.test(f) && !f.startsWith('apps/e2e/') && !f.startsWith('apps/api/'));
    const used = new Set<string>();
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        continue;
      }
      for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'react-router'/g)) {
        if (m[1]) continue;
        for (const part of m[2].split(',')) {
          const name = part.trim().replace(/\s+as\s+\w+$/, '');
          if (name && !name.startsWith('type ')) used.add(name);
        }
      }
    }
    expect(used.size).toBeGreaterThan(5);
    const types = new Set(['RouteObject']);
    expect([...used].filter((n) => !exported.has(n) && !types.has(n))).toEqual([]);
  });
});
