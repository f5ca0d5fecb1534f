import { useEffect, useState } from 'react';
import { AccountListDataSchema, type AccountRoleName, type AccountView, type StaffMe } from '@ky-wallet/protocol';
import { adminApi } from '../api.ts';

/** Every account of `role` the staff member can see, page by page (a page holds at most 200). */
export async function accountsOfRole(role: AccountRoleName): Promise<AccountView[]> {
  const rows: AccountView[] = [];
  for (let page = 1; ; page++) {
    const data = await adminApi('listAccounts', AccountListDataSchema, { query: { role, page, pageSize: 200 } });
    rows.push(...data.rows);
    if (data.rows.length === 0 || rows.length >= data.total) return rows;
  }
}

/** The operators and account managers a staff member can pick on an account. */
export function useStaffLists(me: StaffMe): { operators: AccountView[]; managers: AccountView[] } {
  const [operators, setOperators] = useState<AccountView[]>([]);
  const [managers, setManagers] = useState<AccountView[]>([]);
  useEffect(() => {
    if (me.role !== 'admin' && me.role !== 'operator') return;
    const list = (role: AccountRoleName) => accountsOfRole(role).catch((): AccountView[] => []);
    if (me.role === 'admin') void list('operator').then(setOperators);
    void list('account_manager').then(setManagers);
  }, [me.role]);
  return { operators, managers };
}
