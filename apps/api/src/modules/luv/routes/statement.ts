import { errorBody, STATEMENT_KIND_LABELS, statementQuery, statementResponse } from '@luvcast/contracts';
import * as v from 'valibot';
import type { RoutePlugin } from '../../../types';

/** Most lines in one CSV export. */
const CSV_MAX_LINES = 10_000;

/** A CSV field: quoted, quotes doubled; a leading = + - @ is prefixed with ' (no formula when opened in a spreadsheet). */
const csvField = (value: string | number) => {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The accounts' names in the CSV. */
const ACCOUNT_LABELS = { wallet: '지갑', earnings: '수익', items: '아이템' } as const;

/** The member's statement: their ledger lines (wallet, earnings, items held) as JSON pages or one CSV file. */
const statementRoutes: RoutePlugin = async (app) => {
  app.get('/api/luv/statement', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security: [{ accessCookie: [] }], description: "The member's ledger lines, newest first (offset, limit 1-100, default 20): kind, memo, signed amount and the account's balance after it.", querystring: statementQuery, response: { 200: statementResponse, 400: errorBody, 401: errorBody } },
    handler: async (request) => {
      const { list, total } = await app.ledger.statementOf(request.member!.id, request.query);
      return { list: list.map((l) => ({ ...l, at: l.at.toISOString() })), total, ...request.query };
    },
  });
  app.get('/api/luv/statement.csv', {
    preHandler: app.authenticate,
    schema: { tags: ['luv'], security: [{ accessCookie: [] }], description: `The statement as a CSV file (UTF-8 with BOM, Excel opens it in Korean; newest first, up to ${CSV_MAX_LINES} lines): 일시 (Asia/Seoul), 계정, 구분, 내용, 금액, 잔액.`, response: { 200: v.string(), 401: errorBody } },
    handler: async (request, reply) => {
      const { list } = await app.ledger.statementOf(request.member!.id, { offset: 0, limit: CSV_MAX_LINES });
      const kst = (d: Date) => new Date(d.getTime() + 9 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
      const rows = [['일시', '계정', '구분', '내용', '금액', '잔액'].map(csvField).join(',')];
      for (const l of list) rows.push([kst(l.at), ACCOUNT_LABELS[l.account], STATEMENT_KIND_LABELS[l.kind] ?? l.kind, l.memo, l.amount, l.balance].map(csvField).join(','));
      const day = kst(new Date()).slice(0, 10).replace(/-/g, '');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="luvcast-statement-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${rows.join('\r\n')}\r\n`);
    },
  });
};
export default statementRoutes;
