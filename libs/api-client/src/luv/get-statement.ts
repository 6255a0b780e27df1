import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/luv/statement?offset&limit: the member's ledger lines, newest first. */
export const getStatement = (offset = 0, limit = 20) => json<StatementResponse>(api.get('api/luv/statement', { searchParams: { offset, limit } }));

export const statementQuery = (offset = 0, limit = 20) => queryOptions({ queryKey: ['luv', 'gifts', 'statement', offset, limit] as const, queryFn: () => getStatement(offset, limit) });

export const useStatement = (offset = 0, limit = 20) => useQuery({ ...statementQuery(offset, limit), placeholderData: keepPreviousData });

/** GET /api/luv/statement.csv: the whole statement as a CSV file (a Blob to save). */
export const getStatementCsv = async (): Promise<{ blob: Blob; filename: string }> => {
  const res = await api.get('api/luv/statement.csv');
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'luvcast-statement.csv';
  return { blob: await res.blob(), filename };
};
