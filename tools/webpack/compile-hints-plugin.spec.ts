// The compile hint survives minification and marks only the files a page runs as it loads.
const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { CompileHintsPlugin, COMPILE_HINT } = require('./compile-hints-plugin.cjs');

describe('CompileHintsPlugin', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    writeFileSync(path.join(dir, 'entry.js'), "import(/* webpackChunkName: \"bootstrap\" */ './boot').then((m) => m.run());\n");
    writeFileSync(path.join(dir, 'boot.js'), "export function run() { return import(/* webpackChunkName: \"later\" */ './later').then((m) => m.page()); }\n");
    writeFileSync(path.join(dir, 'later.js'), "export function page() { return 'a page opened later'; }\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const compile = () =>
    new Promise<string[]>((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { main: './entry.js' },
          output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js', clean: true },
          // the minifier of the real builds (tools/webpack/create-web-config.cjs), which drops comments
          optimization: { minimize: true, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
          plugins: [new CompileHintsPlugin({ groups: ['bootstrap'] })],
        },
        (error: Error | null, stats: any) => {
          if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString()));
          else resolve(readdirSync(path.join(dir, 'dist')));
        },
      );
    });

  it("starts the entry's and the bootstrap's files, minified, with the hint, and leaves later chunks alone", async () => {
    const files = await compile();
    const text = (prefix: string) => readFileSync(path.join(dir, 'dist', files.find((f) => f.startsWith(prefix)) as string), 'utf8');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(text('main.').startsWith(COMPILE_HINT)).toBe(true);
    expect(text('bootstrap.').startsWith(COMPILE_HINT)).toBe(true);
    expect(text('later.')).not.toContain('allFunctionsCalledOnLoad');
    // still minified: the hint is the only line break before the code
    expect(text('bootstrap.').split('\n').filter(Boolean)).toHaveLength(2);
  }, 60_000);
});
