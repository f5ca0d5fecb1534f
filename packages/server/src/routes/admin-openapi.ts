import type { FastifySchema } from 'fastify';
import * as v from 'valibot';
import {
  AccountListDataSchema,
  AccountViewSchema,
  AuditDataSchema,
  AuditQuerySchema,
  ContactIdParamsSchema,
  ContactsDataSchema,
  CreateAccountRequestSchema,
  DashboardDataSchema,
  DashboardQuerySchema,
  IdParamsSchema,
  LedgerDataSchema,
  ListAccountsQuerySchema,
  ListContactsQuerySchema,
  LiveQuerySchema,
  LoginLinkDataSchema,
  PageQuerySchema,
  RoundsDataSchema,
  SetPasswordRequestSchema,
  StaffLoginRequestSchema,
  StaffSessionDataSchema,
  TotpConfirmRequestSchema,
  TotpSetupDataSchema,
  TotpSetupRequestSchema,
  UpdateAccountRequestSchema,
  type AdminEndpoint,
} from '@ky-wallet/protocol';
import { ERROR_ANSWERS, jsonSchemaOf } from './openapi.js';

interface Documented {
  body?: v.GenericSchema;
  query?: v.GenericSchema;
  params?: v.GenericSchema;
  /** What the answer's `data` holds. */
  data: v.GenericSchema;
  status?: 201;
}

const Empty = v.object({});

/** What each JSON endpoint takes and answers; the handlers parse with the same schemas. */
const DOCUMENTED: Record<Exclude<AdminEndpoint, 'live'>, Documented> = {
  login: { body: StaffLoginRequestSchema, data: StaffSessionDataSchema },
  logout: { data: Empty },
  me: { data: StaffSessionDataSchema },
  totpSetup: { body: TotpSetupRequestSchema, data: TotpSetupDataSchema },
  totpConfirm: { body: TotpConfirmRequestSchema, data: StaffSessionDataSchema },
  listAccounts: { query: ListAccountsQuerySchema, data: AccountListDataSchema },
  createAccount: { body: CreateAccountRequestSchema, data: AccountViewSchema, status: 201 },
  getAccount: { params: IdParamsSchema, data: AccountViewSchema },
  updateAccount: { params: IdParamsSchema, body: UpdateAccountRequestSchema, data: AccountViewSchema },
  lockAccount: { params: IdParamsSchema, data: AccountViewSchema },
  unlockAccount: { params: IdParamsSchema, data: AccountViewSchema },
  setPassword: { params: IdParamsSchema, body: SetPasswordRequestSchema, data: Empty },
  resetTotp: { params: IdParamsSchema, data: AccountViewSchema },
  createLoginLink: { params: IdParamsSchema, data: LoginLinkDataSchema, status: 201 },
  playerLedger: { params: IdParamsSchema, query: PageQuerySchema, data: LedgerDataSchema },
  playerRounds: { params: IdParamsSchema, query: PageQuerySchema, data: RoundsDataSchema },
  auditLog: { query: AuditQuerySchema, data: AuditDataSchema },
  listContacts: { query: ListContactsQuerySchema, data: ContactsDataSchema },
  handleContact: { params: ContactIdParamsSchema, data: Empty },
  dashboard: { query: DashboardQuerySchema, data: DashboardDataSchema },
};

/**
 * A back-office endpoint's route schema, for the OpenAPI document only (its scope is
 * documentOnly): what it takes, what `data` it answers, and its `{ error }` answers.
 */
export function adminRouteSchema(name: AdminEndpoint): FastifySchema {
  if (name === 'live') {
    return {
      querystring: jsonSchemaOf(LiveQuerySchema),
      response: {
        200: {
          description: 'Server-Sent Events: `ledger` (a LiveEvent; its SSE id is the cursor to resume from) and `online` ({ players_online })',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
        ...ERROR_ANSWERS,
      },
    };
  }
  const { body, query, params, data, status = 200 } = DOCUMENTED[name];
  return {
    ...(body && { body: jsonSchemaOf(body) }),
    ...(query && { querystring: jsonSchemaOf(query) }),
    ...(params && { params: jsonSchemaOf(params) }),
    response: { [status]: jsonSchemaOf(v.object({ data })), ...ERROR_ANSWERS },
  };
}
