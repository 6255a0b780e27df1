// The module-boundary constraints of eslint.config.mjs are real: each forbidden import below is
// reported by `npx eslint` (the real config and project graph, snippets linted as if they were
// files of the named projects), each allowed one is not. The constraint table is in
// docs/architecture.md "Boundaries".
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Message {
  ruleId: string | null;
  message: string;
}
interface Constraint {
  sourceTag: string;
  onlyDependOnLibsWithTags: string[];
}
interface Answer {
  results?: { filePath: string; messages: Message[] }[];
  cycleResults?: { filePath: string; messages: Message[] }[];
  constraints?: Constraint[];
}

function lint(request: object): Answer {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], { cwd: root, input: JSON.stringify(request), encoding: 'utf8', timeout: 170_000 });
  if (run.status !== 0) throw new Error(`lint-snippets exited ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout) as Answer;
}

const BOUNDARIES = '@nx/enforce-module-boundaries';
const only = (tag: string, tags: string[]) => `A project tagged with "${tag}" can only depend on libs tagged with ${tags.map((t) => `"${t}"`).join(', ')}`;

/** [what, file (in a real project), code, the boundary message expected, or null: no boundary error] */
const cases: [string, string, string, string | null][] = [
  // platform: web never imports server code, server never imports web code, shared imports shared only
  ['web lib -> server lib', 'libs/api-client/src/probe.ts', "import { hashPassword } from '@luvcast/server-auth';\nexport const p = hashPassword;\n", only('platform:web', ['platform:web', 'platform:shared'])],
  ['server app -> web lib', 'apps/chat/src/probe.ts', "import { useSessionStore } from '@luvcast/session';\nexport const p = useSessionStore;\n", only('platform:server', ['platform:server', 'platform:shared'])],
  ['shared lib -> server lib', 'libs/shell-contract/src/probe.ts', "import { hashPassword } from '@luvcast/server-auth';\nexport const p = hashPassword;\n", only('platform:shared', ['platform:shared'])],
  // scope: an area imports its own projects and shared libs only
  ['web-server -> the database lib (it reads through the API)', 'apps/web-server/src/probe.ts', "import { ping } from '@luvcast/db';\nexport const p = ping;\n", 'A project tagged with "scope:web-server" can not depend on libs tagged with "type:db"'],
  ['a util lib -> the database lib', 'libs/server-config/src/probe.ts', "import { ping } from '@luvcast/db';\nexport const p = ping;\n", only('type:util', ['type:util', 'type:config', 'type:contracts'])],
  // layers
  ['remote -> another remote', 'apps/luv-mfe/src/probe.ts', "import { routes } from '../../live-mfe/src/routes';\nexport const p = routes;\n", 'Projects cannot be imported by a relative or absolute path'],
  ['ui -> data-access', 'libs/ui/src/probe.ts', "import { createApi } from '@luvcast/api-client';\nexport const p = createApi;\n", only('type:ui', ['type:ui', 'type:util', 'type:config', 'type:contracts'])],
  ['app code -> test helpers', 'apps/shell/src/app/probe.ts', "import { stubFetch } from '@luvcast/web-testing';\nexport const p = stubFetch;\n", only('type:app', ['type:data-access', 'type:ui', 'type:util', 'type:config', 'type:contracts', 'type:feature', 'type:db'])],
  // tools: build configuration may use it, run-time code may not; only the bench may import the API app
  ['server code -> tools', 'apps/chat/src/probe.ts', "const { createWebConfig } = require('#tools/webpack/create-web-config.cjs');\nexport const p = createWebConfig;\n", only('platform:server', ['platform:server', 'platform:shared'])],
  ['a tool -> the API app', 'tools/generators/probe.ts', "import { buildApp } from '../../apps/api/src/app';\nexport const p = buildApp;\n", 'Projects cannot be imported by a relative or absolute path'],
  // allowed
  ['chat -> shared server libs and contracts', 'apps/chat/src/probe.ts', "import { verifyAccessToken } from '@luvcast/server-auth';\nimport { readEnv } from '@luvcast/server-config';\nimport { ports } from '@luvcast/contracts';\nexport const p = [verifyAccessToken, readEnv, ports];\n", null],
  ['api -> its database lib', 'apps/api/src/probe.ts', "import { ping } from '@luvcast/db';\nexport const p = ping;\n", null],
  ['chat -> the database lib (ADR 0011)', 'apps/chat/src/probe.ts', "import { createDatabase } from '@luvcast/db';\nexport const p = createDatabase;\n", null],
  ['web lib -> contracts and brand-config', 'libs/api-client/src/probe.ts', "import { ports } from '@luvcast/contracts';\nimport { brands } from '@luvcast/brand-config';\nexport const p = [ports, brands];\n", null],
  ['a spec -> test helpers', 'apps/shell/src/app/probe.spec.ts', "import { stubFetch } from '@luvcast/web-testing';\nexport const p = stubFetch;\n", null],
  ['a webpack config -> tools', 'apps/shell/webpack.config.js', "const { createWebConfig } = require('#tools/webpack/create-web-config.cjs');\nmodule.exports = createWebConfig;\n", null],
  ['the bench -> the API app', 'tools/bench/probe.ts', "import { buildApp } from '../../apps/api/src/app';\nexport const p = buildApp;\n", null],
];

const ROUTE_IMPORTS = '@typescript-eslint/no-restricted-imports';
/** [what, file, code, the rule fires]: an API route reaches the database through its area's service only */
const routeCases: [string, string, string, boolean][] = [
  ['an API route -> code of libs/db (a repository, a helper)', 'apps/api/src/modules/my/routes/probe.ts', "import { ping } from '@luvcast/db';\nexport const p = ping;\n", true],
  ['an API route -> drizzle', 'apps/api/src/modules/my/routes/probe.ts', "import { eq } from 'drizzle-orm';\nexport const p = eq;\n", true],
  ['an API route -> a database driver', 'apps/api/src/modules/my/routes/probe.ts', "import { PGlite } from '@electric-sql/pglite';\nexport const p = PGlite;\n", true],
  // allowed
  ['an API route -> the row types of libs/db', 'apps/api/src/modules/my/routes/probe.ts', "import type { MemberRow } from '@luvcast/db';\nexport type P = MemberRow;\n", false],
  ["an area's service -> libs/db", 'apps/api/src/modules/my/probe.service.ts', "import { ping } from '@luvcast/db';\nexport const p = ping;\n", false],
  ["a route's spec -> libs/db (seeding its test database)", 'apps/api/src/modules/my/routes/probe.spec.ts', "import { ping } from '@luvcast/db';\nexport const p = ping;\n", false],
];

const FEATURE_IMPORTS = 'no-restricted-imports';
/** [what, file, code, the rule fires]: inside a remote, a feature folder (and its sub-folders) imports only its own files, ../shared/ and libs */
const featureCases: [string, string, string, boolean][] = [
  ['a feature -> another feature', 'apps/live-mfe/src/live/probe.ts', "import { SettingsForm } from '../studio/settings-form';\nexport const p = SettingsForm;\n", true],
  ["a feature's sub-folder -> another feature", 'apps/live-mfe/src/live/chat/probe.ts', "import { SettingsForm } from '../../studio/settings-form';\nexport const p = SettingsForm;\n", true],
  // allowed
  ['a feature -> the remote\'s shared folder', 'apps/live-mfe/src/live/probe.ts', "import { useFailureText } from '../shared/failure-text';\nexport const p = useFailureText;\n", false],
  ["a feature's sub-folder -> the remote's shared folder", 'apps/live-mfe/src/live/chat/probe.ts', "import { useFailureText } from '../../shared/failure-text';\nexport const p = useFailureText;\n", false],
  ["a feature's sub-folder -> its own feature", 'apps/live-mfe/src/live/chat/probe.ts', "import { ChatSlot } from '../chat-slot';\nexport const p = ChatSlot;\n", false],
];

describe('module boundaries (eslint.config.mjs)', () => {
  let answer: Answer;
  beforeAll(() => {
    answer = lint({
      snippets: [...cases, ...routeCases, ...featureCases].map(([, filePath, code]) => ({ filePath, code })),
      cycle: {
        'a.ts': "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
        'b.ts': "import { a } from './a';\nexport const b = (): number => (Math.random() > 2 ? a() : 0);\n",
      },
      constraints: { scopes: ['scope:api', 'scope:chat', 'scope:live', 'scope:luv', 'scope:shell', 'scope:shared', 'scope:tools', 'scope:e2e'] },
    });
  }, 180_000);

  it.each(cases.map((c, i) => [c[0], i] as const))('%s', (_what, i) => {
    const [, filePath, , expected] = cases[i];
    const result = answer.results![i];
    expect(result.filePath).toBe(filePath);
    const boundary = result.messages.filter((m) => m.ruleId === BOUNDARIES).map((m) => m.message);
    if (expected === null) expect(boundary).toEqual([]);
    else expect(boundary).toEqual(expect.arrayContaining([expect.stringContaining(expected)]));
    // nothing else is wrong with the snippets (a parse error would hide the rule)
    expect(result.messages.filter((m) => m.ruleId !== BOUNDARIES)).toEqual([]);
  });

  it.each(routeCases.map((c, i) => [c[0], i] as const))('%s', (_what, i) => {
    const [, filePath, , fires] = routeCases[i];
    const result = answer.results![cases.length + i];
    expect(result.filePath).toBe(filePath);
    const expected = fires ? [{ ruleId: ROUTE_IMPORTS, message: expect.stringContaining("An API route never touches the database: call its area's service") }] : [];
    // the one message, or none: no boundary or other rule is involved
    expect(result.messages).toEqual(expected);
  });

  it.each(featureCases.map((c, i) => [c[0], i] as const))('%s', (_what, i) => {
    const [, filePath, , fires] = featureCases[i];
    const result = answer.results![cases.length + routeCases.length + i];
    expect(result.filePath).toBe(filePath);
    const restricted = result.messages.filter((m) => m.ruleId === FEATURE_IMPORTS).map((m) => m.message);
    expect(restricted).toEqual(fires ? [expect.stringContaining('A feature folder imports only ../shared/ and libs')] : []);
  });

  it('reports an import cycle inside a project (import-x/no-cycle)', () => {
    expect(answer.cycleResults).toEqual([
      { filePath: 'a.ts', messages: [{ ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' }] },
      { filePath: 'b.ts', messages: [{ ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' }] },
    ]);
  });

  describe('areas to come (the constraint table, evaluated as Nx does)', () => {
    /** the constraints a dependency breaks: every constraint of a source tag whose allowed tags the target has none of */
    const broken = (source: string[], target: string[]) =>
      answer.constraints!.filter((c) => source.includes(c.sourceTag) && !c.onlyDependOnLibsWithTags.some((t) => target.includes(t))).map((c) => c.sourceTag);
    const luvData = ['scope:luv', 'type:data-access', 'platform:web'];
    const liveData = ['scope:live', 'type:data-access', 'platform:web'];
    const sharedData = ['scope:shared', 'type:data-access', 'platform:web'];

    it("keeps a luv data-access lib from importing live's, and lets it import shared ones", () => {
      expect(broken(luvData, liveData)).toEqual(['scope:luv']);
      expect(broken(luvData, sharedData)).toEqual([]);
      expect(broken(['scope:live', 'type:remote', 'platform:web'], liveData)).toEqual([]);
      expect(broken(['scope:live', 'type:remote', 'platform:web'], luvData)).toEqual(['scope:live']);
    });

    it('keeps a shared lib from importing any area, and web from server in every area', () => {
      expect(broken(sharedData, luvData)).toEqual(['scope:shared']);
      expect(broken(luvData, ['scope:luv', 'type:util', 'platform:server'])).toEqual(['platform:web']);
      expect(broken(['scope:chat', 'type:util', 'platform:server'], ['scope:chat', 'type:data-access', 'platform:web'])).toEqual(['platform:server', 'type:util']);
    });
  });
});
