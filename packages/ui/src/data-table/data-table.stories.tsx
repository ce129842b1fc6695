import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { StatusBadge } from "../status-badge/status-badge";
import { DataTable, type DataTableColumn } from "./data-table";

type CampaignRow = { id: number; name: string; status: string; recipients: number };

const rows: CampaignRow[] = [
  { id: 105, name: "March promo blast", status: "live", recipients: 12500 },
  { id: 104, name: "Loyalty points reminder", status: "completed", recipients: 8300 },
  { id: 103, name: "Store opening in Cebu", status: "draft", recipients: 0 },
  {
    id: 102,
    name: "Payment due notice, second batch for accounts with a very long name",
    status: "paused",
    recipients: 420,
  },
];

const columns: DataTableColumn<CampaignRow>[] = [
  { accessorKey: "id", header: "ID" },
  { accessorKey: "name", header: "Campaign" },
  {
    accessorKey: "status",
    header: "Status",
    cell: (info) => <StatusBadge status={String(info.getValue())} />,
  },
  { accessorKey: "recipients", header: "Recipients" },
];

const meta = {
  title: "Kit/DataTable",
  component: DataTable<CampaignRow>,
  args: {
    label: "Campaigns",
    columns,
    data: rows,
    getRowId: (row: CampaignRow) => String(row.id),
    totalPages: 3,
    searchDelay: 50,
    onQueryChange: fn(),
    onRowSelectionChange: fn(),
    onRetry: fn(),
  },
  beforeEach: () => {
    window.localStorage.clear();
  },
} satisfies Meta<typeof DataTable<CampaignRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Campaigns" });
    await expect(within(table).getAllByRole("row")).toHaveLength(5);
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Sort" })).toHaveTextContent("Newest to Oldest");
    // The server sorts by id; the table tells assistive technology which column the order follows.
    await expect(canvas.getByRole("columnheader", { name: "ID" })).toHaveAttribute("aria-sort", "descending");
    await expect(canvas.getByRole("columnheader", { name: "Campaign" })).not.toHaveAttribute("aria-sort");
  },
};

export const SelectAll: Story = {
  args: { selectable: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select row 104" }));
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ "104": true });
    const all = canvas.getByRole("checkbox", { name: "Select all rows" });
    await expect(all).toHaveAttribute("data-state", "indeterminate");
    await userEvent.click(all);
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({
      "105": true,
      "104": true,
      "103": true,
      "102": true,
    });
    await expect(all).toHaveAttribute("data-state", "checked");
    await userEvent.click(all);
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({});
  },
};

/** `rowSelection` decides what is selected: a click asks for a change and waits for the new value. */
export const ControlledSelection: Story = {
  args: { selectable: true, rowSelection: { "103": true } },
  parameters: { screenshot: false },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("checkbox", { name: "Select row 103" })).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select row 105" }));
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ "103": true, "105": true });
    await expect(canvas.getByRole("checkbox", { name: "Select row 105" })).not.toBeChecked();
    await expect(canvas.getByRole("row", { name: /March promo blast/ })).not.toHaveAttribute("data-state");
  },
};

export const SelectWithKeyboard: Story = {
  args: { selectable: true },
  parameters: { screenshot: false },
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Select row 103" });
    checkbox.focus();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ "103": true });
    await expect(canvas.getByRole("row", { name: /Store opening in Cebu/ })).toHaveAttribute(
      "data-state",
      "selected",
    );
    await userEvent.keyboard(" ");
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({});
    await expect(canvas.getByRole("checkbox", { name: "Select all rows" })).toHaveAttribute(
      "data-state",
      "unchecked",
    );
  },
};

export const Loading: Story = {
  args: { status: "loading", data: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelectorAll("[data-slot=data-table-skeleton-row]")).toHaveLength(5);
    await expect(canvas.getByRole("searchbox", { name: "Search" })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { data: [], totalPages: 0, emptyMessage: "No campaigns yet." },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("No campaigns yet.")).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=data-table]")).toHaveAttribute(
      "data-state",
      "empty",
    );
  },
};

export const ErrorWithRetry: Story = {
  args: { status: "error", data: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The list could not be loaded.");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DebouncedSearch: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "promo");
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalled());
    await expect(args.onQueryChange).toHaveBeenCalledOnce();
    await expect(args.onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ keyword: "promo", page: 1 }),
      [
        ["page", "1"],
        ["page_size", "10"],
        ["keyword", "promo"],
        ["sort_column", "id"],
        ["sort_direction", "desc"],
      ],
    );
  },
};

/** A user without the search permission (SPEC §6) gets the list without its search box. */
export const WithoutSearch: Story = {
  args: { hideSearch: true },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("searchbox", { name: "Search" })).toBeNull();
    await expect(canvas.getByRole("combobox", { name: "Sort" })).toBeVisible();
  },
};

export const SortOldestFirst: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const sort = canvas.getByRole("combobox", { name: "Sort" });
    sort.focus();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("option", { name: "Oldest to Newest" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort_direction: "asc" }),
      expect.arrayContaining([["sort_direction", "asc"]]),
    );
    await expect(canvas.getByRole("columnheader", { name: "ID" })).toHaveAttribute("aria-sort", "ascending");
  },
};

export const PageSizeRemembered: Story = {
  args: { storageKey: "sms-campaigns" },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Show" }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("option", { name: "25" }));
    await expect(window.localStorage.getItem("sendline:page-size:sms-campaigns")).toBe("25");
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page_size: 25, page: 1 }),
      expect.arrayContaining([["page_size", "25"]]),
    );
  },
};

export const NextPage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 2 }),
      expect.arrayContaining([["page", "2"]]),
    );
    await expect(canvas.getByText("Page 2 of 3")).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { defaultQuery: { page: 3, page_size: 10 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Previous page" })).toBeEnabled();
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table")).toBeVisible();
  },
};

/** A selected row, the header checkbox half-checked and the list controls, on the dark theme. */
export const DarkWithSelection: Story = {
  args: { selectable: true, defaultRowSelection: { "104": true } },
  globals: { theme: "dark" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass("dark");
    await expect(canvas.getByRole("checkbox", { name: "Select row 104" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Select all rows" })).toHaveAttribute(
      "data-state",
      "indeterminate",
    );
    const selected = canvas.getByRole("row", { name: /Loyalty points reminder/ });
    await expect(selected).toHaveAttribute("data-state", "selected");
  },
};

/** The first cell of every body row: the order the table shows. */
const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

/** Rows held in the browser: a click on a header sorts them ascending, then descending, then as given. */
export const ClientSorting: Story = {
  args: { sortMode: "client", onSortingChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole("table", { name: "Campaigns" });
    await expect(canvas.queryByRole("combobox", { name: "Sort" })).not.toBeInTheDocument();
    const header = canvas.getByRole("columnheader", { name: "Campaign" });
    await expect(header).not.toHaveAttribute("aria-sort");
    await userEvent.click(within(header).getByRole("button", { name: "Campaign" }));
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: "name", desc: false }]);
    await expect(within(table).getAllByRole("row")[1]).toHaveAccessibleName(/Loyalty points reminder/);
    await userEvent.click(within(header).getByRole("button", { name: "Campaign" }));
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(within(table).getAllByRole("row")[1]).toHaveAccessibleName(/Store opening in Cebu/);
    await userEvent.click(within(header).getByRole("button", { name: "Campaign" }));
    await expect(header).not.toHaveAttribute("aria-sort");
    await expect(firstColumn(table)).toEqual(["105", "104", "103", "102"]);
  },
};

/** Numbers sort by value, and the header buttons answer Enter and Space like any button. */
export const ClientSortingWithKeyboard: Story = {
  args: { sortMode: "client" },
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole("table", { name: "Campaigns" });
    const header = canvas.getByRole("columnheader", { name: "Recipients" });
    within(header).getByRole("button", { name: "Recipients" }).focus();
    await userEvent.keyboard("{Enter}");
    // A number column starts with the largest value.
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(within(table).getAllByRole("row")[1]).toHaveAccessibleName(/March promo blast/);
    await userEvent.keyboard(" ");
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect(firstColumn(table)).toEqual(["103", "102", "104", "105"]);
    // Shift+Tab reaches the previous header; sorting by it replaces the order.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("columnheader", { name: "Status" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await expect(header).not.toHaveAttribute("aria-sort");
  },
};

/** A sort order the app holds, and a column that does not sort. */
export const ClientSortingControlled: Story = {
  args: {
    sortMode: "client",
    sorting: [{ id: "id", desc: false }],
    columns: columns.map((column) =>
      column.header === "Status" ? { ...column, enableSorting: false } : column,
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Campaigns" });
    await expect(canvas.getByRole("columnheader", { name: "ID" })).toHaveAttribute("aria-sort", "ascending");
    await expect(firstColumn(table)).toEqual(["102", "103", "104", "105"]);
    const status = canvas.getByRole("columnheader", { name: "Status" });
    await expect(within(status).queryByRole("button")).not.toBeInTheDocument();
  },
};

/** Default on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkDefault: Story = { ...Default, globals: { theme: "dark" } };
