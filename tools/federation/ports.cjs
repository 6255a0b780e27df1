// The port table for Node build scripts (webpack configs, tools/start.mjs, the e2e stack, the
// federation tests). The table itself is libs/contracts/src/ports/port-table.cjs, which web and
// server code import as `ports` from @luvcast/contracts.
module.exports = require('../../libs/contracts/src/ports/port-table.cjs');
