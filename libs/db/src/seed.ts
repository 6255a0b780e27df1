import { sql } from 'drizzle-orm';
import { hashPassword } from '@luvcast/server-auth';
import type { Db } from './client';
import { LOCK_KEYS } from './migrate';
import { createRepositories, SYSTEM_ACCOUNTS } from './repositories';

/** The seeded demo accounts (also listed in libs/db/README.md and the root README). */
export const DEMO_ACCOUNTS = {
  member: { loginId: 'demo1234', password: 'Demo!2345', nickname: '데모회원', luv: 12_000 },
  broadcaster: { loginId: 'bjstar01', password: 'Star!2345', nickname: '별빛BJ' },
  /** role O: may switch site flags and block members (PUT /api/admin/...) */
  operator: { loginId: 'opdemo01', password: 'Oper!2345', nickname: '운영자' },
} as const;

/** The demo exchange event (from yesterday, 90 days): earnings back into luv with a 10% bonus. */
export const DEMO_EXCHANGE_EVENT = { title: '러브 환전 이벤트', bonusPercent: 10, minAmount: 1_000, memberCap: 100_000, totalCap: 10_000_000 } as const;

/** Demo coupons (every brand, a year long): WELCOME-2026 for 1,000 luv, once per member. */
export const DEMO_COUPONS = [{ code: 'WELCOME-2026', luv: 1_000, memo: '데모 환영 쿠폰' }] as const;

/**
 * Broadcasters with a channel each (all offline: a channel is live only while its encoder publishes,
 * so no seeded channel claims a live without a stream). `theme` is a code of the themes table.
 */
const OTHER_BROADCASTERS = [
  { loginId: 'bjmoon02', nickname: '달빛BJ', title: '새벽 감성 라디오 🌙', theme: 'music' },
  { loginId: 'bjsun03', nickname: '햇살BJ', title: '아침 운동 같이 해요', theme: 'sports' },
  { loginId: 'bjgame04', nickname: '게임왕', title: '랭크 게임 올라갑니다', theme: 'game' },
  { loginId: 'bjcook05', nickname: '요리하는곰', title: '오늘의 야식: 떡볶이', theme: 'food' },
  { loginId: 'bjcat06', nickname: '고양이집사', title: '고양이랑 수다 타임', theme: 'pets' },
  { loginId: 'bjsong07', nickname: '노래하는새', title: '신청곡 받습니다', theme: 'music' },
  { loginId: 'bjdance08', nickname: '춤추는별', title: '오늘의 커버댄스', theme: 'dance' },
  { loginId: 'bjtalk09', nickname: '수다쟁이', title: '고민 상담 토크방', theme: 'talk' },
  { loginId: 'bjstudy10', nickname: '공부하는곰', title: '같이 공부해요 (캠스터디)', theme: 'study' },
];

const NOTICES = [
  { title: '[필독] 러브캐스트 운영정책 안내', isImportant: true, content: '건전한 방송 문화를 위해 운영정책을 꼭 확인해주세요. 정책을 위반한 방송과 채팅은 제재될 수 있습니다.' },
  { title: '[중요] 개인정보 처리방침 개정 안내', isImportant: true, content: '개인정보 처리방침이 개정되어 시행됩니다. 변경된 내용은 개인정보 처리방침 페이지에서 확인하실 수 있습니다.' },
  { title: '서비스 정기 점검 안내', isImportant: false, content: '매주 수요일 오전 6시부터 8시까지 서비스 안정화를 위한 정기 점검이 진행됩니다. 점검 중에는 방송 시청이 제한됩니다.' },
  { title: '러브 선물 이벤트 당첨자 발표', isImportant: false, content: '러브 선물 이벤트에 참여해주신 모든 분들께 감사드립니다. 당첨자에게는 개별 메시지로 안내해드렸습니다.' },
  { title: '모바일 웹 화면 개선 안내', isImportant: false, content: '모바일 웹에서 방송 목록과 채팅 화면이 더 보기 쉽게 개선되었습니다.' },
  { title: '신규 BJ 지원 프로그램 오픈', isImportant: false, content: '처음 방송을 시작하는 BJ를 위한 방송 장비 지원과 홍보 프로그램을 운영합니다. 자세한 내용은 고객센터로 문의해주세요.' },
  { title: '고객센터 운영 시간 변경 안내', isImportant: false, content: '고객센터 상담 시간이 평일 오전 10시부터 오후 7시까지로 변경됩니다.' },
];

/** Developer notices and help guides (the notices table's other kinds), for every brand. */
const DOCS: { kind: 'develop' | 'guide'; title: string; content: string; isImportant: boolean }[] = [
  { kind: 'develop', isImportant: true, title: '[API] 방송 송출 키 재발급 방식 변경', content: '송출 키를 재발급하면 이전 키로 송출 중인 방송이 즉시 종료됩니다.\n방송 도구(OBS 등)에 새 키를 입력한 뒤 다시 송출해주세요.' },
  { kind: 'develop', isImportant: false, title: '[API] 채팅 봇 메시지 호출 안내', content: 'POST /api/channels/{id}/stream/message 로 채팅 봇이 메시지를 보낼 수 있습니다.\n호출은 방송 중인 채널에서만 가능합니다.' },
  { kind: 'guide', isImportant: true, title: '러브 충전 방법', content: '1. 상단 메뉴에서 러브 > 상점으로 이동합니다.\n2. 원하는 상품을 고르고 결제 수단을 선택합니다.\n3. 결제가 끝나면 지갑에 러브가 바로 들어옵니다.' },
  { kind: 'guide', isImportant: false, title: '1:1 문의 작성 방법', content: '로그인 후 상단의 1:1 문의를 누르고 문의하기를 선택하세요.\n사진이나 PDF 파일을 3개까지 첨부할 수 있습니다.' },
  { kind: 'guide', isImportant: false, title: 'OBS로 방송하는 방법', content: '설정 > 방송에서 서비스를 사용자 지정으로 고르고, 스튜디오에서 확인한 서버 주소와 송출 키를 입력합니다.\n출력 설정의 키프레임 간격은 1초 또는 2초를 권장합니다.' },
];

/** Seeds the demo data when the database has no members. Returns true when it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const repos = createRepositories(db);
  // partner codes are reference data: added to existing databases too (on conflict do nothing)
  await repos.partners.ensureSeeded();
  if ((await repos.members.count()) > 0) return false;

  // hash outside the transaction (Argon2id is deliberately slow)
  const [memberHash, starHash, operatorHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.member.password),
    hashPassword(DEMO_ACCOUNTS.broadcaster.password),
    hashPassword(DEMO_ACCOUNTS.operator.password),
  ]);

  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // several instances may start at once against one server: only one seeds
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.seed})`);
    if ((await repos.members.count(tx)) > 0) return false;

    const demo = await repos.members.create(
      { loginId: DEMO_ACCOUNTS.member.loginId, passwordHash: memberHash, nickname: DEMO_ACCOUNTS.member.nickname, name: '김데모', role: 'V' },
      tx,
    );
    const star = await repos.members.create(
      {
        loginId: DEMO_ACCOUNTS.broadcaster.loginId,
        passwordHash: starHash,
        nickname: DEMO_ACCOUNTS.broadcaster.nickname,
        name: '이별빛',
        role: 'J',
        identityVerified: true,
        profileImage: '/static/images/profile-1.svg',
      },
      tx,
    );
    await repos.members.create(
      { loginId: DEMO_ACCOUNTS.operator.loginId, passwordHash: operatorHash, nickname: DEMO_ACCOUNTS.operator.nickname, name: '박운영', role: 'O' },
      tx,
    );
    const themeIds = new Map((await repos.themes.listAll(tx)).map((t) => [t.code, t.id]));
    await repos.channels.create({ ownerId: star.id, title: '별빛BJ의 밤하늘 노래방송 ✨', themeId: themeIds.get('music') ?? null, thumbnailUrl: '/static/images/thumb-1.svg' }, tx);
    for (const [i, b] of OTHER_BROADCASTERS.entries()) {
      // the other broadcasters share the broadcaster's demo password
      const m = await repos.members.create(
        { loginId: b.loginId, passwordHash: starHash, nickname: b.nickname, role: 'J', identityVerified: true, profileImage: `/static/images/profile-${(i % 3) + 1}.svg` },
        tx,
      );
      await repos.channels.create({ ownerId: m.id, title: b.title, themeId: themeIds.get(b.theme) ?? null, thumbnailUrl: `/static/images/thumb-${(i % 3) + 1}.svg` }, tx);
    }
    // banners, popups, logos and themes per brand are reference data of migration 0007
    const now = Date.now();
    for (const [i, n] of NOTICES.entries()) {
      await repos.notices.create({ ...n, createdAt: new Date(now - (i + 1) * 86_400_000) }, tx);
    }
    for (const [i, d] of DOCS.entries()) {
      await repos.notices.create({ ...d, createdAt: new Date(now - (i + 1) * 3_600_000) }, tx);
    }

    const issuance = await repos.ledger.systemAccount(SYSTEM_ACCOUNTS.issuance, tx);
    await repos.ledger.transfer(
      {
        from: issuance,
        to: await repos.ledger.memberAccount(demo.id, tx),
        amount: DEMO_ACCOUNTS.member.luv,
        idempotencyKey: `seed:welcome:${demo.loginId}`,
        kind: 'seed',
        memo: '데모 회원 가입 축하 러브',
      },
      tx,
    );
    for (const c of DEMO_COUPONS) await repos.coupons.create({ ...c, expiresAt: new Date(Date.now() + 365 * 86_400_000) }, tx);
    await repos.exchangeEvents.create({ ...DEMO_EXCHANGE_EVENT, startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 90 * 86_400_000) }, tx);
    return true;
  });
}
