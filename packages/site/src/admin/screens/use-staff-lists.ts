import { useEffect, useState } from 'react';
import { AccountListDataSchema, type AccountView, type StaffMe } from '@ky-wallet/protocol';
import { adminApi } from '../api.ts';

/** The operators and account managers a staff member can pick on an account. */
export function useStaffLists(me: StaffMe): { operators: AccountView[]; managers: AccountView[] } {
  const [operators, setOperators] = useState<AccountView[]>([]);
  const [managers, setManagers] = useState<AccountView[]>([]);
  useEffect(() => {
    if (me.role !== 'admin' && me.role !== 'operator') return;
    const list = (role: string) =>
      adminApi('listAccounts', AccountListDataSchema, { query: { role, pageSize: 200 } }).then(
        (data) => data.rows,
        () => [],
      );
    if (me.role === 'admin') void list('operator').then(setOperators);
    void list('account_manager').then(setManagers);
  }, [me.role]);
  return { operators, managers };
}
