import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '../api.ts';
import { account } from '../story-fixtures.ts';
import { accountsOfRole } from './use-staff-lists.ts';

/** 450 operators on the server; a page holds at most 200. */
const operators = Array.from({ length: 450 }, (_, index) => account({ id: index + 1, account_name: `op-${index + 1}`, role: 'operator' }));
const asked: unknown[] = [];

vi.mock('../api.ts', async (original) => ({
  ...(await original<typeof Api>()),
  adminApi: (_endpoint: string, _schema: unknown, options: { query: { page: number; pageSize: number } }) => {
    asked.push(options.query);
    const { page, pageSize } = options.query;
    return Promise.resolve({ rows: operators.slice((page - 1) * pageSize, page * pageSize), total: operators.length, page, pageSize });
  },
}));

describe('accountsOfRole', () => {
  afterEach(() => {
    asked.length = 0;
  });

  it('lists every account of the role, page after page, not the first 200', async () => {
    const listed = await accountsOfRole('operator');
    expect(listed.map((row) => row.id)).toEqual(operators.map((row) => row.id));
    expect(asked).toEqual([1, 2, 3].map((page) => ({ role: 'operator', page, pageSize: 200 })));
  });
});
