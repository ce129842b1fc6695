import { campaignDateLabel, DEFAULT_SORT, type CampaignChannel, type ListQuery } from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { StatusBadge } from "@sendline/ui/status-badge";
import { useState } from "react";
import { Link } from "wouter";
import { useCampaigns, type CampaignAnswer } from "../api/campaigns";

const columns: DataTableColumn<CampaignAnswer>[] = [
  {
    id: "name",
    header: "Campaign",
    cell: ({ row }) => (
      <Link
        href={`/${row.original.id}`}
        className="font-medium text-primary underline-offset-2 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <StatusBadge status={row.original.campaign_status_code} />,
  },
  {
    id: "recipients",
    header: "Recipients",
    cell: ({ row }) => row.original.total_recipients.toLocaleString(),
  },
  {
    id: "date",
    header: "Date",
    cell: ({ row }) => {
      const { label, value } = campaignDateLabel(row.original);
      return value ? `${label} ${new Date(value).toLocaleString()}` : label;
    },
  },
];

export interface CampaignListProps {
  channel: CampaignChannel;
  /** Keyword search needs the search permission (SPEC §6); without it the box is not shown. */
  canSearch: boolean;
  /** Only approvers see the approval queue filter. */
  statusFilter?: string;
}

/** A channel's campaigns in the kit's DataTable, paged and sorted by the server (SPEC §7, §9). */
export function CampaignList({ channel, canSearch, statusFilter }: CampaignListProps) {
  const [query, setQuery] = useState<ListQuery>({
    page: 1,
    page_size: 10,
    sort_column: DEFAULT_SORT.sort_column,
    sort_direction: DEFAULT_SORT.sort_direction,
  });
  const effective: ListQuery = {
    ...query,
    ...(canSearch ? {} : { keyword: undefined }),
    filter: { ...query.filter, campaign_status_code: statusFilter, is_test_campaign: 0 },
  };
  const list = useCampaigns(channel, effective);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button asChild>
          <Link href="/new">New campaign</Link>
        </Button>
      </div>
      <DataTable
        label="Campaigns"
        columns={columns}
        data={list.data?.data ?? []}
        getRowId={(row) => String(row.id)}
        status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
        onRetry={() => void list.refetch()}
        emptyMessage="No campaigns yet."
        query={query}
        onQueryChange={setQuery}
        totalPages={list.data?.total_pages ?? 1}
        storageKey={`${channel}-campaigns`}
        hideSearch={!canSearch}
      />
    </div>
  );
}
