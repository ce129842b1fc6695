import {
  campaignDateLabel,
  DEFAULT_SORT,
  showsDashboard,
  type CampaignChannel,
  type ListQuery,
} from "@sendline/core";
import { Button } from "@sendline/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@sendline/ui/dropdown-menu";
import { IconButton } from "@sendline/ui/icon-button";
import { EllipsisVerticalIcon } from "lucide-react";
import { DataTable, storedPageSize, type DataTableColumn } from "@sendline/ui/data-table";
import { StatusBadge } from "@sendline/ui/status-badge";
import type { QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { getCampaignsQueryOptions, useCampaigns, type CampaignAnswer } from "../api/campaigns";
import type { ApiClient } from "../../../lib/api-client";
import { referenceQueryOptions, useReferenceData } from "../../../lib/reference-data";
import { labelOf, lifecycleActions, useCampaignActionRunner } from "./campaign-actions";

/** A row's dropdown: the summary, edit, and the actions core allows the caller (SPEC §4 action sets). */
function RowActions({
  channel,
  campaign,
  base,
}: {
  channel: CampaignChannel;
  campaign: CampaignAnswer;
  base: string;
}) {
  const [, navigate] = useLocation();
  const runner = useCampaignActionRunner(channel, campaign);
  const actions = lifecycleActions(campaign);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton aria-label={`Actions for ${campaign.name}`} size="sm" disabled={runner.busy}>
            <EllipsisVerticalIcon aria-hidden />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => navigate(`${base}/${campaign.id}`)}>
            View summary
          </DropdownMenuItem>
          {showsDashboard(campaign.campaign_status_code) && (
            <DropdownMenuItem onSelect={() => navigate(`${base}/${campaign.id}/dashboard`)}>
              Dashboard
            </DropdownMenuItem>
          )}
          {campaign.actions.includes("edit") && (
            <DropdownMenuItem onSelect={() => navigate(`${base}/${campaign.id}/edit`)}>Edit</DropdownMenuItem>
          )}
          {actions.length > 0 && <DropdownMenuSeparator />}
          {actions.map((action) => (
            <DropdownMenuItem key={action} onSelect={() => runner.request(action)}>
              {labelOf(action)}
            </DropdownMenuItem>
          ))}
          {campaign.actions.includes("delete") && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="danger" onSelect={() => runner.request("delete")}>
                Delete
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {runner.dialog}
      {runner.refusal && (
        <span role="alert" className="sr-only">
          {runner.refusal}
        </span>
      )}
    </>
  );
}

const columnsFor = (channel: CampaignChannel, base: string): DataTableColumn<CampaignAnswer>[] => [
  {
    id: "name",
    header: "Campaign",
    cell: ({ row }) => (
      <Link
        href={`${base}/${row.original.id}`}
        className="font-medium text-primary underline-offset-2 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <StatusBadge
        status={row.original.campaign_status_code}
        pendingReceipts={row.original.campaign_stats_pending ?? 0}
      />
    ),
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
  {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <RowActions channel={channel} campaign={row.original} base={base} />,
  },
];

export interface CampaignListProps {
  channel: CampaignChannel;
  /** Keyword search needs the search permission (SPEC §6); without it the box is not shown. */
  canSearch: boolean;
  /** The status shown first, e.g. `for_approval` for the approval queue; the user may change it. */
  initialStatus?: string;
  /** The test campaigns sent from drafts instead of the campaigns themselves. */
  testCampaigns?: boolean;
}

const selectClass =
  "h-9 rounded-md border border-gray-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary";

interface CampaignListView {
  canSearch: boolean;
  /** The status filter, "" for all. */
  status: string;
  testCampaigns: boolean;
}

/** The key the DataTable remembers the list's page size under. */
const storageKeyOf = (channel: CampaignChannel, testCampaigns: boolean) =>
  `${channel}-${testCampaigns ? "test-" : ""}campaigns`;

/** The list's first query: page 1, newest first, at the page size the user chose last. */
function firstCampaignQuery(channel: CampaignChannel, testCampaigns: boolean): ListQuery {
  return {
    page: 1,
    page_size: storedPageSize(storageKeyOf(channel, testCampaigns)) ?? 10,
    sort_column: DEFAULT_SORT.sort_column,
    sort_direction: DEFAULT_SORT.sort_direction,
  };
}

/** The query the server is asked: the controls' own, with the status and test filters. */
function campaignListQuery(
  query: ListQuery,
  { canSearch, status, testCampaigns }: CampaignListView,
): ListQuery {
  return {
    ...query,
    ...(canSearch ? {} : { keyword: undefined }),
    filter: {
      ...query.filter,
      campaign_status_code: status || undefined,
      is_test_campaign: testCampaigns ? 1 : 0,
    },
  };
}

/**
 * Reads the list's first page and the statuses its filter offers, as the list will ask for them:
 * a screen that opens on the list renders it with its rows.
 */
export function prefetchCampaignList(
  api: ApiClient,
  queryClient: QueryClient,
  channel: CampaignChannel,
  view: Omit<CampaignListView, "canSearch">,
) {
  const query = campaignListQuery(firstCampaignQuery(channel, view.testCampaigns), {
    ...view,
    canSearch: false,
  });
  return Promise.all([
    queryClient.ensureQueryData(getCampaignsQueryOptions(api, channel, query)),
    queryClient.ensureQueryData(referenceQueryOptions(api, "campaign_status")),
  ]);
}

/** A channel's campaigns in the kit's DataTable, paged and sorted by the server (SPEC §7, §9). */
export function CampaignList({
  channel,
  canSearch,
  initialStatus,
  testCampaigns = false,
}: CampaignListProps) {
  const statuses = useReferenceData("campaign_status");
  const [status, setStatus] = useState(initialStatus ?? "");
  const base = testCampaigns ? "/test-campaign" : "";
  const [query, setQuery] = useState<ListQuery>(() => firstCampaignQuery(channel, testCampaigns));
  const effective = campaignListQuery(query, { canSearch, status, testCampaigns });
  const list = useCampaigns(channel, effective);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Status
          <select
            className={selectClass}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setQuery({ ...query, page: 1 });
            }}
          >
            <option value="">All statuses</option>
            {statuses.data?.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <Button asChild>
          <Link href={`${base}/new`}>{testCampaigns ? "New test campaign" : "New campaign"}</Link>
        </Button>
      </div>
      <DataTable
        label="Campaigns"
        columns={columnsFor(channel, base)}
        data={list.data?.data ?? []}
        getRowId={(row) => String(row.id)}
        status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
        onRetry={() => void list.refetch()}
        emptyMessage={
          status
            ? "No campaigns with this status."
            : testCampaigns
              ? "No test campaigns yet."
              : "No campaigns yet."
        }
        query={query}
        onQueryChange={setQuery}
        totalPages={list.data?.total_pages ?? 1}
        storageKey={storageKeyOf(channel, testCampaigns)}
        hideSearch={!canSearch}
      />
    </div>
  );
}
