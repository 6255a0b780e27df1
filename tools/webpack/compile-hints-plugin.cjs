// V8's explicit compile hint on the files a page runs as it loads (docs/adr/0026-compile-hints.md).
//
// V8 compiles a function lazily: the script's first pass only pre-parses it, and its first call
// compiles it on the main thread. Loading a page, nearly every function of the shell's main.js
// (the webpack and federation runtimes, React, react-dom, the router) and of its bootstrap chunk
// runs, so each is parsed twice and compiled in the middle of a long task. The magic comment
// `//# allFunctionsCalledOnLoad` on a file's first line (Chrome/V8 136+) makes V8 compile all of
// its functions eagerly, on the background thread that streams the script while it downloads.
// Other engines read a comment.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk groups whose JS files get the hint: the entry's initial files and the named groups given. */
class CompileHintsPlugin {
  /** @param {{ entry?: string, groups?: string[] }} options */
  constructor({ entry = 'main', groups = [] } = {}) {
    this.entry = entry;
    this.groups = groups;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // after the minifier (which drops comments), before real content hashing and compression
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const groups = [compilation.entrypoints.get(this.entry), ...this.groups.map((name) => compilation.namedChunkGroups.get(name))].filter(Boolean);
        const files = new Set(groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])));
        for (const file of files) {
          if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
