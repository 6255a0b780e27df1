// `npm run site -- maintenance on|off`, `npm run site -- emergency on|off`, `npm run site -- status`.
// Writes the site_flags table that every API instance reads (maintenance is picked up within a
// second). Database: see open-repositories.ts.
import { runCli, withRepositories } from './open-repositories';

const USAGE = 'usage: npm run site -- maintenance on|off | emergency on|off | status';

export async function runSiteCommand(args: string[], env: NodeJS.ProcessEnv = process.env, out: (line: string) => void = console.log): Promise<number> {
  const [flag, value] = args;
  const setting = (flag === 'maintenance' || flag === 'emergency') && (value === 'on' || value === 'off');
  if (!setting && flag !== 'status') {
    out(USAGE);
    return 2;
  }
  return withRepositories(env, async ({ siteFlags }, where) => {
    if (setting) await siteFlags.set(flag, value);
    const flags = await siteFlags.getMany(['maintenance', 'emergency']);
    out(`maintenance ${flags['maintenance'] === 'on' ? 'on' : 'off'}, emergency ${flags['emergency'] === 'on' ? 'on' : 'off'} (${where})`);
    return 0;
  });
}

if (require.main === module) runCli((args) => runSiteCommand(args));
