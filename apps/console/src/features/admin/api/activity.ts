import { listQueryParams, type ListQuery } from "@sendline/core";
import {
  adminCampaignLogSchema,
  adminCampaignRowSchema,
  auditLogRowSchema,
  listResponseSchema,
  staffEntryRowSchema,
  type AdminCampaignRow,
  type AuditLogRow,
  type StaffEntryRow,
} from "@sendline/core/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { adminKeys } from "./admin-keys";

export type { AdminCampaignRow, AuditLogRow, StaffEntryRow };

const campaignsSchema = successOf(listResponseSchema(adminCampaignRowSchema));
const logsSchema = successOf(z.array(adminCampaignLogSchema));
const auditSchema = successOf(listResponseSchema(auditLogRowSchema));
const entriesSchema = successOf(listResponseSchema(staffEntryRowSchema));

const search = (query: ListQuery) => new URLSearchParams(listQueryParams(query)).toString();

/** `GET /admin/data/campaigns/list`: campaigns of every account. */
export function useAdminCampaigns(query: ListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.campaigns(query),
    queryFn: async () => campaignsSchema.parse(await api(`/admin/data/campaigns/list?${search(query)}`)).data,
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/data/campaign_logs/{id}`. */
export function useCampaignLogs(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.campaignLogs(id ?? 0),
    queryFn: async () => logsSchema.parse(await api(`/admin/data/campaign_logs/${id}`)).data,
    enabled: id !== null,
  });
}

/** `GET /admin/data/audit_log/list`: every admin change, newest first by default. */
export function useAuditLog(query: ListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.auditLogList(query),
    queryFn: async () => auditSchema.parse(await api(`/admin/data/audit_log/list?${search(query)}`)).data,
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

/** The audit log's CSV with the list's filters. */
export const auditLogCsvPath = (filter: Record<string, string | undefined>) => {
  const params = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `/admin/data/audit_log/csv${params ? `?${params}` : ""}`;
};

/** `GET /ajax/account/staff_entries/list`: when the provider's staff entered and left the account. */
export function useStaffEntries(query: ListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.staffEntries(query),
    queryFn: async () =>
      entriesSchema.parse(await api(`/ajax/account/staff_entries/list?${search(query)}`)).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /admin/data/account_entries`: records a staff user entering or leaving an account, before
 * the console switches; the shell calls it.
 */
export async function recordAccountEntry(api: ApiClient, accountId: number, action: "enter" | "leave") {
  await api("/admin/data/account_entries", {
    method: "POST",
    body: { account_id: accountId, action },
    quiet: "success",
  });
}
