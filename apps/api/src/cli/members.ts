// `npm run member -- show <loginId>`, `block <loginId>`, `unblock <loginId>`, `role <loginId> V|J|O|P|S`.
// The operator's tools for one member: blocking makes sign-in answer 423 차단된 계정입니다. and ends
// every open session at once (same as PUT /api/admin/members/:loginId/status); `role ... O` makes
// an operator (the first operator of a production database is made this way). Database: see
// open-repositories.ts.
import { MEMBER_ROLES, type MemberRole, type MemberRow } from '@luvcast/db';
import { createAdminService } from '../modules/admin/admin.service';
import { runCli, withRepositories } from './open-repositories';

const USAGE = `usage: npm run member -- show <loginId> | block <loginId> | unblock <loginId> | role <loginId> ${MEMBER_ROLES.join('|')}`;

const describe = (m: MemberRow) => `${m.loginId} (${m.nickname}): role ${m.role}, ${m.status}${m.expiredAt ? ', withdrawn' : ''}`;

export async function runMemberCommand(args: string[], env: NodeJS.ProcessEnv = process.env, out: (line: string) => void = console.log): Promise<number> {
  const [command, loginId, role] = args;
  const known = (command === 'show' || command === 'block' || command === 'unblock') && args.length === 2;
  const roleChange = command === 'role' && (MEMBER_ROLES as readonly string[]).includes(role ?? '') && args.length === 3;
  if (!loginId || (!known && !roleChange)) {
    out(USAGE);
    return 2;
  }
  return withRepositories(env, async (repos, where) => {
    const member = await repos.members.findByLoginId(loginId);
    if (!member) {
      out(`no member with the ID ${loginId} (${where})`);
      return 1;
    }
    if (command === 'block' || command === 'unblock') {
      const ended = await createAdminService(repos).setMemberStatus(member, command === 'block' ? 'blocked' : 'active');
      if (ended) out(`${ended} open session(s) ended`);
    }
    if (roleChange) await repos.members.setRole(member.id, role as MemberRole);
    out(`${describe((await repos.members.findByLoginId(loginId))!)} (${where})`);
    return 0;
  });
}

if (require.main === module) runCli((args) => runMemberCommand(args));
