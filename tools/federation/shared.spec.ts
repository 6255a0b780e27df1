// The shared singletons are defined once and every web app's webpack config uses them.
const { sharedSingletons } = require('./shared.cjs');
const { createWebConfig } = require('../webpack/create-web-config.cjs');
const ports = require('./ports.cjs');
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@luvcast/contracts';
import { enMessageTexts } from '@luvcast/contracts/messages-en';
import { koMessageTexts } from '@luvcast/contracts/messages-ko';
import { LOGIN_DIALOG_EXPOSE, LOGIN_DIALOG_REMOTE, REMOTE_ROUTES_EXPOSE } from '@luvcast/shell-contract';

const REQUIRED = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  '@lingui/core',
  '@lingui/react',
  '@luvcast/session',
  '@luvcast/api-core',
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

  it('the shell provides every shared module from its main.js (eager); a remote bundles no copy of its own (import: false)', () => {
    const host = sharedSingletons('host');
    const remote = sharedSingletons('remote');
    expect(Object.keys(host)).toEqual(Object.keys(shared));
    expect(Object.keys(remote)).toEqual(Object.keys(shared));
    for (const request of Object.keys(shared)) {
      expect(host[request]).toEqual({ ...shared[request], eager: true });
      // a remote keeps the version rules (requiredVersion, strictVersion) and takes the shell's module
      const { import: _subset, ...rules } = shared[request];
      expect(remote[request]).toEqual({ ...rules, import: false });
    }
  });

  it('gives the workspace libs an explicit version and no required version', () => {
    for (const name of ['@luvcast/session', '@luvcast/api-core', '@luvcast/i18n', '@luvcast/ui', '@luvcast/shell-kit']) {
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
    expect(mf._options.shared).toEqual(sharedSingletons(options.kind));
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

describe('api-client split: one shared stateful core, endpoint files bundled per build (docs/adr/0020)', () => {
  const { execSync } = require('node:child_process');
  const root = join(__dirname, '../..');
  const sourcesOf = (lib: string) =>
    String(execSync(`git ls-files -co --exclude-standard -- 'libs/${lib}/src/*.ts' 'libs/${lib}/src/*.tsx'`, { cwd: root }))
      .split('\n')
      // ls-files also names tracked files deleted in the work tree
      .filter((f) => f && !/\.(spec|stories)\.tsx?$/.test(f) && existsSync(join(root, f)))
      .map((f) => ({ file: f, text: readFileSync(join(root, f), 'utf8') }));

  it('shares @luvcast/api-core (the one ky instance, XSRF fetch, refresh hook, QueryClient) and not @luvcast/api-client', () => {
    const shared = sharedSingletons();
    expect(shared['@luvcast/api-core']).toEqual({ singleton: true, requiredVersion: false, version: expect.any(String) });
    expect(shared['@luvcast/api-client']).toBeUndefined();
  });

  it('api-core is where the instance, the in-flight XSRF fetch, the error sink and the active QueryClient live', () => {
    const core = sourcesOf('api-core').map((f) => f.text).join('\n');
    expect(core).toMatch(/export const api\b[^=]*= createApi\(\)/);
    expect(core).toMatch(/^let xsrfInFlight\b/m);
    expect(core).toMatch(/^let sink\b/m);
    expect(core).toMatch(/^let active\b/m);
  });

  it('api-client holds no module-level state (each build has its own copy of its files)', () => {
    const stateful = /^(export\s+)?(let|var)\s|^(export\s+)?const\s+\w+\s*(:[^=]+)?=\s*(new\s+\w|ky\.|createApi\(|new QueryClient)/m;
    const files = sourcesOf('api-client');
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => stateful.test(f.text)).map((f) => f.file)).toEqual([]);
  });

  it('api-client takes ky and the core only from @luvcast/api-core (an instanceof HTTPError of another ky copy never matches)', () => {
    const files = sourcesOf('api-client');
    const valueFromKy = files.filter((f) => /^import\s+(?!type\b)[^;]*from\s+'ky'/m.test(f.text)).map((f) => f.file);
    expect(valueFromKy).toEqual([]);
    const intoCore = files.filter((f) => /from\s+'[^']*api-core\/src/.test(f.text)).map((f) => f.file);
    expect(intoCore).toEqual([]);
  });

  it('the libs webpack treats as side-effect free (api-client, contracts) have no import made for its effect', () => {
    const { SIDE_EFFECT_FREE_LIBS } = require('../webpack/create-web-config.cjs');
    const libs: string[] = SIDE_EFFECT_FREE_LIBS.map((dir: string) => dir.split('/libs/')[1].replace(/\/src$/, ''));
    expect(libs).toEqual(['api-client', 'contracts']);
    // webpack drops `import './x'` in these libs: a file there must not rely on being evaluated
    const bare = libs.flatMap(sourcesOf).filter((f) => /^import\s+'[^']+';/m.test(f.text)).map((f) => f.file);
    expect(bare).toEqual([]);
  });

  it('api-client re-exports the core, so apps keep importing @luvcast/api-client', () => {
    const index = readFileSync(join(root, 'libs/api-client/src/index.ts'), 'utf8');
    for (const name of ['api', 'json', 'ApiError', 'createQueryClient', 'runtimeConfig', 'setErrorSink']) {
      expect(index).toMatch(new RegExp(`\\b${name},[\\s\\S]*from '@luvcast/api-core'`));
    }
  });
});

describe("contract message texts: a page loads its locale's only (docs/adr/0020)", () => {
  const { execSync } = require('node:child_process');
  const root = join(__dirname, '../..');

  it('no web code imports the two-language catalogue (messages, messageText, isMessageKey of @luvcast/contracts)', () => {
    const webLibs = readdirSync(join(root, 'libs')).filter((lib) => {
      const project = join(root, 'libs', lib, 'project.json');
      return existsSync(project) && readFileSync(project, 'utf8').includes('platform:web');
    });
    expect(webLibs).toEqual(expect.arrayContaining(['api-core', 'api-client', 'i18n', 'ui', 'shell-kit']));
    const globs = ["'apps/shell/src/*.ts'", "'apps/shell/src/*.tsx'", "'apps/*-mfe/src/*.ts'", "'apps/*-mfe/src/*.tsx'", ...webLibs.flatMap((lib) => [`'libs/${lib}/src/*.ts'`, `'libs/${lib}/src/*.tsx'`])];
    const files = String(execSync(`git ls-files -co --exclude-standard -- ${globs.join(' ')}`, { cwd: root }))
      .split('\n')
      .filter((f) => f && !/\.(spec|stories)\.tsx?$/.test(f) && !f.includes('/web-testing/') && existsSync(join(root, f)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((f) => {
      const text = readFileSync(join(root, f), 'utf8');
      return [...text.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'@luvcast\/(contracts|api-client|api-core)'/g)].some(
        (m) => !m[1] && m[2].split(',').some((part) => /^(messages|messageText|isMessageKey)$/.test(part.trim().replace(/\s+as\s+\w+$/, ''))),
      );
    });
    expect(offenders).toEqual([]);
  });

  it('the texts of each language are their own entry point, and the API\'s catalogue pairs the same texts', () => {
    expect(Object.keys(enMessageTexts)).toEqual(Object.keys(koMessageTexts));
    for (const key of Object.keys(messages) as (keyof typeof messages)[]) {
      expect(messages[key]).toEqual({ ko: koMessageTexts[key], en: enMessageTexts[key] });
    }
    const paths = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
    expect(paths['@luvcast/contracts/messages-ko']).toEqual(['libs/contracts/src/messages-ko.ts']);
    expect(paths['@luvcast/contracts/messages-en']).toEqual(['libs/contracts/src/messages-en.ts']);
  });
});

describe.each([
  { pkg: 'react-router', subset: 'react-router-shared.mjs', types: ['RouteObject'] },
  { pkg: '@tanstack/react-query', subset: 'react-query-shared.mjs', types: [] as string[] },
])('$pkg shared as the subset the workspace uses', ({ pkg, subset, types }) => {
  const { execSync } = require('node:child_process');
  const root = join(__dirname, '../..');
  const webFiles = () =>
    String(execSync(`git ls-files -co --exclude-standard -- 'apps/*.ts' 'apps/*.tsx' 'libs/*.ts' 'libs/*.tsx'`, { cwd: root }))
      .split('\n')
      // apps/shell/src/render.tsx: the server render entry, bundled for Node without federation
      // (tools/webpack/create-render-config.cjs): it imports its packages itself, not the shared subsets
      .filter((f) => f && !/\.(spec|stories)\.tsx?$/.test(f) && !f.startsWith('apps/e2e/') && !f.startsWith('apps/api/') && f !== 'apps/shell/src/render.tsx' && existsSync(join(root, f)));
  /** The values (not types) the web code imports from `from`. */
  const valuesImportedFrom = (from: string) => {
    const used = new Set<string>();
    for (const file of webFiles()) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'([^']+)'/g)) {
        if (m[1] || m[3] !== from) continue;
        for (const part of m[2].split(',')) {
          const name = part.trim().replace(/\s+as\s+\w+$/, '');
          if (name && !name.startsWith('type ')) used.add(name);
        }
      }
    }
    return used;
  };

  it('provides the package through the subset module', () => {
    expect(sharedSingletons()[pkg].import).toBe(join(__dirname, subset));
  });

  it('re-exports every value the web code imports from the package (a missing one would be undefined at run time)', () => {
    const text = readFileSync(join(__dirname, subset), 'utf8');
    const exported = new Set([...text.replace(/\/\/.*$/gm, '').matchAll(/\b([A-Za-z]\w*),/g)].map((m) => m[1]));
    const used = valuesImportedFrom(pkg);
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((n) => !exported.has(n) && !types.includes(n))).toEqual([]);
  });

  if (pkg === '@tanstack/react-query') {
    it('bundles @tanstack/query-core inside it: no web code imports a value from query-core, which is no share key', () => {
      expect(valuesImportedFrom('@tanstack/query-core')).toEqual(new Set());
      expect(sharedSingletons()['@tanstack/query-core']).toBeUndefined();
    });
  }
});
