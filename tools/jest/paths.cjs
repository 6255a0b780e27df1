// Maps the tsconfig.base.json paths to jest's moduleNameMapper (one source for both).
const { compilerOptions } = require('../../tsconfig.base.json');
exports.pathsToModuleNameMapper = () =>
  Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, `<rootDir>/${target}`]),
  );
