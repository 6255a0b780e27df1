// A federated build carries the federation's share runtime only, not also webpack's that it overrides.
const { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { OneShareRuntimePlugin } = require('./one-share-runtime-plugin.cjs');

describe('OneShareRuntimePlugin', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'one-share-runtime-'));
    writeFileSync(path.join(dir, 'entry.js'), "import('./bootstrap');\n");
    writeFileSync(path.join(dir, 'bootstrap.js'), "import { greet } from 'greeting';\nglobalThis.greeted = greet();\n");
    mkdirSync(path.join(dir, 'node_modules/greeting'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules/greeting/package.json'), JSON.stringify({ name: 'greeting', version: '1.2.3', main: 'index.js' }));
    writeFileSync(path.join(dir, 'node_modules/greeting/index.js'), "exports.greet = () => '안녕';\n");
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture', dependencies: { greeting: '1.2.3' } }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const compile = (plugins: unknown[]) =>
    new Promise<string>((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { main: './entry.js' },
          output: { path: path.join(dir, 'dist'), filename: '[name].js', publicPath: '/', clean: true },
          // readable output: the runtime modules' assignments as webpack writes them
          optimization: { minimize: false },
          infrastructureLogging: { level: 'error' },
          plugins: [
            new ModuleFederationPlugin({ name: 'fixture', remotes: {}, shared: { greeting: { singleton: true, eager: true } }, dts: false, dev: false, manifest: false }),
            ...plugins,
          ],
        },
        (error: Error | null, stats: any) => {
          if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString()));
          else resolve(readFileSync(path.join(dir, 'dist/main.js'), 'utf8'));
        },
      );
    });
  const assignments = (code: string) => code.match(/__webpack_require__\.I = /g) ?? [];

  it('leaves out webpack’s share runtime, which the federation’s assigns over; the federation’s still registers the provided module', async () => {
    const both = await compile([]);
    expect(assignments(both)).toHaveLength(2);
    expect(both.match(/"greeting"/g)?.length).toBeGreaterThan(1);

    const one = await compile([new OneShareRuntimePlugin()]);
    expect(assignments(one)).toHaveLength(1);
    expect(one).toMatch(/__webpack_require__\.I = \(name, initScope\) => \{[\s/*]*return __webpack_require__\.federation\.bundlerRuntime\.I\(/);
    // the federation registers the provided module from its initOptions.shared
    expect(one).toMatch(/initOptions\.shared = \{\s*"greeting": \[\{\s*version: "1\.2\.3"/);
    expect(one).not.toContain('var initPerScope');
  }, 60_000);
});

export {};
