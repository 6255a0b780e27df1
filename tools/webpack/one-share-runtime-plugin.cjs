// One share runtime per build. webpack's RuntimePlugin adds its own ShareRuntimeModule wherever
// `__webpack_require__.S` is needed; @module-federation/enhanced adds its ShareRuntimeModule after it
// (same name, "sharing", a later stage), which assigns `__webpack_require__.S` and `.I` again: the
// package's FIXME ("need to remove webpack internal inject ShareRuntimeModule, otherwise there will
// be two ShareRuntimeModule", ConsumeSharedPlugin). webpack's copy never runs — in the shell a second
// list of every provided module (0.23 KB brotli of main.js), in each remoteEntry.js 0.07–0.09 KB. This
// plugin generates it empty in every chunk that also has the federation's.
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const PLUGIN = 'OneShareRuntimePlugin';

class OneShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.runtimeModule.tap(PLUGIN, (module, chunk) => {
        if (module.constructor !== WebpackShareRuntimeModule) return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          const federations = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter(
            (other) => other !== module && other.name === 'sharing' && other.stage > module.stage,
          );
          return federations.length > 0 ? null : generate();
        };
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin };
