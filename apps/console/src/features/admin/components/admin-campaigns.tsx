import { type ListQuery, FIRST_LIST_PAGE, campaignChannelLabel } from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { StatusBadge } from "@sendline/ui/status-badge";
import { useState } from "react";
import { useAdminCampaigns, useCampaignLogs, type AdminCampaignRow } from "../api/activity";
import { adminDate } from "./admin-format";

/** One campaign's logs: every transition and who made it. */
function CampaignLogs({ campaign, onClose }: { campaign: AdminCampaignRow; onClose: () => void }) {
  const logs = useCampaignLogs(campaign.id);
  return (
    <section
      aria-labelledby="campaign-logs-title"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="campaign-logs-title" className="text-lg font-semibold">
          Logs of {campaign.name}
        </h2>
        <Button variant="outline" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      {logs.isError && <p role="alert">The logs could not be loaded.</p>}
      {logs.isPending && <p role="status">Loading logs…</p>}
      {logs.data?.length === 0 && <p>No logs yet.</p>}
      {logs.data && logs.data.length > 0 && (
        <ol className="flex flex-col gap-1 text-sm">
          {logs.data.map((log) => (
            <li key={log.id}>
              <span className="text-muted-foreground">{adminDate(log.date_created)}</span> {log.message}
              {log.user_email && <span className="text-muted-foreground"> ({log.user_email})</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Staff's campaigns screen: campaigns of every account, and each one's logs. */
export function AdminCampaigns() {
  const [query, setQuery] = useState<ListQuery>(FIRST_LIST_PAGE);
  const [selected, setSelected] = useState<AdminCampaignRow | null>(null);
  const list = useAdminCampaigns(query);
  const columns: DataTableColumn<AdminCampaignRow>[] = [
    { id: "name", header: "Campaign", cell: ({ row }) => row.original.name },
    { id: "account", header: "Account", cell: ({ row }) => row.original.account_name },
    { id: "channel", header: "Channel", cell: ({ row }) => campaignChannelLabel(row.original.channel) },
    { id: "status", header: "Status", cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    { id: "date_created", header: "Created", cell: ({ row }) => adminDate(row.original.date_created) },
    {
      id: "logs",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Logs of ${row.original.name}`}
          onClick={() => setSelected(row.original)}
        >
          Logs
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <DataTable
        label="Campaigns"
        columns={columns}
        data={list.data?.data ?? []}
        getRowId={(row) => String(row.id)}
        status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
        onRetry={() => void list.refetch()}
        emptyMessage="No campaigns match."
        query={query}
        onQueryChange={setQuery}
        totalPages={list.data?.total_pages ?? 1}
        storageKey="admin-campaigns"
      />
      {selected && <CampaignLogs campaign={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
