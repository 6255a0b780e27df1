// The social sign-in providers for Node scripts (tools/dev-oauth-provider.mjs, tools/start.mjs), as
// tools/federation/ports.cjs hands them the port table: the list itself is
// libs/contracts/src/social/social-providers.cjs, which web and server code import as
// SOCIAL_PROVIDERS from @luvcast/contracts.
module.exports = require('../libs/contracts/src/social/social-providers.cjs');
