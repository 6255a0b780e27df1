import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';
import type { RuleSetRule } from 'webpack';

process.env.STORYBOOK_DISABLE_TELEMETRY ??= '1';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = resolve(here, '../../..');

/** `@luvcast/*` aliases from tsconfig.base.json (the one source, as for jest). */
function tsconfigAliases(): Record<string, string> {
  const tsconfig = JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [`${alias}$`, join(workspaceRoot, target)]),
  );
}

const isCssRule = (rule: unknown): boolean =>
  !!rule && typeof rule === 'object' && (rule as RuleSetRule).test instanceof RegExp && ((rule as RuleSetRule).test as RegExp).test('x.css');

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  webpackFinal: async (webpackConfig) => {
    webpackConfig.resolve = {
      ...webpackConfig.resolve,
      alias: { ...(webpackConfig.resolve?.alias as Record<string, string> | undefined), ...tsconfigAliases() },
    };
    // Same CSS handling as the shell and remotes: CSS Modules for *.module.css, default-imported.
    const rules = (webpackConfig.module?.rules ?? []).filter((rule) => !isCssRule(rule));
    rules.push({
      test: /\.css$/,
      sideEffects: true,
      use: [
        require.resolve('style-loader'),
        { loader: require.resolve('css-loader'), options: { modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is' } } },
      ],
    });
    webpackConfig.module = { ...webpackConfig.module, rules };
    webpackConfig.performance = { hints: false };
    return webpackConfig;
  },
};

export default config;
