// The screen check-tarball-consumer.mjs photographs: one fixture per kit entry that draws something
// (one per component for the entries that hold several: app-shell's Sidebar, AccordionMenu and Navbar,
// campaign's CampaignStats and CampaignActions, alert-dialog's AlertDialog and ConfirmDialog, chart's
// ShareChart and TimeSeriesChart), plus the rich-text editor and the email designer, written as another team's app would
// write them (imports from the packages' subpaths). Each fixture renders what one story renders, with
// the story's args, so that its picture can be compared with that story's committed screenshot:
// `stories` names the story file, `light` and `dark` the screenshots (in the `__screenshots__` folder
// beside it) of the story and of its twin on the dark theme. Classes that only the stories use are
// written as inline styles here, since an app without Tailwind has no stylesheet that generates them.
//
// `window.showFixture(name)` renders one of them in place of the last, framed as Storybook's decorator
// frames a story (the page's colours, 16 px around it); `window.fixtures` lists them.
import { createRoot } from "react-dom/client";
import { useEffect } from "react";
import { InboxIcon, InfoIcon, PencilIcon, TrashIcon } from "lucide-react";
import { CAMPAIGN_STATUSES, defaultBusinessHours } from "@sendline/core";
import { createDocument } from "@sendline/designer/document";
import { EmailDesigner } from "@sendline/designer";
import { RichTextEditor } from "@sendline/editor";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  ConfirmDialog,
} from "@sendline/ui/alert-dialog";
import { AccordionMenu, BalancePopover, Navbar, Sidebar } from "@sendline/ui/app-shell";
import { AutoHeightTextarea } from "@sendline/ui/auto-height-textarea";
import { Avatar, AvatarFallback, initials } from "@sendline/ui/avatar";
import { Badge } from "@sendline/ui/badge";
import { BusinessHoursEditor } from "@sendline/ui/business-hours";
import { Button } from "@sendline/ui/button";
import { CampaignActions, CampaignStats } from "@sendline/ui/campaign";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@sendline/ui/card";
import { CarouselEditor } from "@sendline/ui/carousel-editor";
import { ShareChart, TimeSeriesChart } from "@sendline/ui/chart";
import { Checkbox } from "@sendline/ui/checkbox";
import { Combobox } from "@sendline/ui/combobox";
import { DataTable } from "@sendline/ui/data-table";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@sendline/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@sendline/ui/dropdown-menu";
import { EmailPreview } from "@sendline/ui/email-preview";
import {
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
} from "@sendline/ui/empty-state";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { IconButton } from "@sendline/ui/icon-button";
import { Input } from "@sendline/ui/input";
import { Pagination } from "@sendline/ui/pagination";
import { PanelStack, PanelStackItem, usePanelStack } from "@sendline/ui/panel-stack";
import { PasswordForm } from "@sendline/ui/password-form";
import { Popover, PopoverContent, PopoverTrigger } from "@sendline/ui/popover";
import { Progress } from "@sendline/ui/progress";
import { RadioGroup, RadioGroupItem } from "@sendline/ui/radio-group";
import { ReportFilter } from "@sendline/ui/report-filter";
import { RouteSelectionDropdown } from "@sendline/ui/route-select";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "@sendline/ui/select";
import { Skeleton } from "@sendline/ui/skeleton";
import { SmsMessageBox } from "@sendline/ui/sms-message-box";
import { SnackbarProvider, useSnackbar } from "@sendline/ui/snackbar";
import { Spinner } from "@sendline/ui/spinner";
import { StatusBadge } from "@sendline/ui/status-badge";
import { Switch } from "@sendline/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@sendline/ui/tabs";
import { TextLimiter } from "@sendline/ui/text-limiter";
import { Textarea } from "@sendline/ui/textarea";
import { TimezoneSelector } from "@sendline/ui/timezone-selector";
import { Tooltip, TooltipContent, TooltipTrigger } from "@sendline/ui/tooltip";
import { Tour } from "@sendline/ui/tour";
import { UnsavedChangesDialog } from "@sendline/ui/unsaved-changes-dialog";
import { UploadFileList } from "@sendline/ui/upload-file-list";

const noop = () => {};

// The stories' Tailwind classes, as inline styles (`max-w-sm` is 24rem, `gap-2` 0.5rem, …).
const maxWidth = (rem) => ({ maxWidth: `${rem}rem` });
const row = (gap, more) => ({ display: "flex", alignItems: "center", gap: `${gap}rem`, ...more });
const textXs = { fontSize: "0.75rem", lineHeight: "1rem" };
const textSm = { fontSize: "0.875rem", lineHeight: "1.25rem" };
const bordered = { borderWidth: 1, borderStyle: "solid", borderRadius: "0.25rem" };
const mono = {
  fontFamily: 'var(--font-mono, ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace)',
};

const sidebarModules = [
  { name: "Dashboard", state: "sms-dashboard", submenu: [] },
  {
    name: "SMS",
    state: "sms",
    submenu: [
      { name: "Campaigns", state: "sms-campaign", submenu: [] },
      { name: "Test campaigns", state: "sms-campaign-test-campaign", submenu: [] },
    ],
  },
  { name: "Contacts", state: "contacts", submenu: [{ state: "contact-groups", submenu: [] }] },
  { name: "Reports", state: "reports", submenu: [] },
];
const renderLink = (module, props) => <a href={`#${module.state}`} {...props} />;

const trialFigures = {
  isTrial: true,
  monetary: 1500,
  withheld: 250.5,
  creditLimit: 0,
  pendingPayments: 0,
  smsFreebies: 25,
  emailFreebies: 100,
};

const weekdaysOpen = {
  ...defaultBusinessHours(),
  monday: { enabled: true, wholeDay: false, start: "09:00", end: "18:00" },
  tuesday: { enabled: true, wholeDay: false, start: "09:00", end: "18:00" },
  wednesday: { enabled: true, wholeDay: true, start: "09:00", end: "18:00" },
};

const emailStats = {
  campaign_stats_sent: 125_400,
  campaign_stats_delivered: 120_000,
  campaign_stats_bounced: 5_400,
  campaign_stats_hard_bounced: 3_100,
  campaign_stats_soft_bounced: 2_300,
  campaign_stats_opened: 60_000,
  campaign_stats_clicked: 15_000,
  campaign_stats_unsubscribed: 120,
  campaign_stats_pending: 0,
  campaign_stats_sending_rate: 1_250,
};

const timezones = [
  { value: "Asia/Manila", label: "Manila (UTC+08:00)", keywords: ["Philippines"] },
  { value: "Asia/Singapore", label: "Singapore (UTC+08:00)" },
  { value: "Asia/Tokyo", label: "Tokyo (UTC+09:00)", keywords: ["Japan"] },
  { value: "Europe/London", label: "London (UTC+00:00)", keywords: ["United Kingdom"] },
  { value: "America/New_York", label: "New York (UTC−05:00)", disabled: true },
];

const campaigns = [
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
const campaignColumns = [
  { accessorKey: "id", header: "ID" },
  { accessorKey: "name", header: "Campaign" },
  {
    accessorKey: "status",
    header: "Status",
    cell: (info) => <StatusBadge status={String(info.getValue())} />,
  },
  { accessorKey: "recipients", header: "Recipients" },
];

const emailHtml = `<!doctype html><html><body style="margin:0;font-family:Arial,sans-serif;background:#f4f4f5">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#fff">
<tr><td style="padding:24px"><h1 style="margin:0 0 12px;color:#1d4ed8">March promo</h1>
<p style="color:#27272a">Hi Ana, enjoy 20% off everything this weekend.</p>
<a href="https://example.com/shop" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;text-decoration:none">Shop now</a>
</td></tr></table>
<script>window.parent.document.body.dataset.hijacked = "yes";</script>
</body></html>`;

const routes = [
  { routing_id: 11, code: "PH-GLOBE-DIRECT", cost: 0.35, currency_code: "PHP" },
  { routing_id: 12, code: "PH-SMART-PREMIUM", cost: 0.5, currency_code: "PHP" },
  { routing_id: 13, code: "INTL-WHOLESALE", cost: 1250, currency_code: "USD" },
];
const routed = {
  name: "Globe subscribers",
  routing_id: 11,
  route_code: "PH-GLOBE-DIRECT",
  cost: 0.35,
  route_currency_code: "PHP",
};

const notices = [
  { message: "Campaign saved.", type: "success" },
  { message: "Access Denied", type: "danger" },
  { message: "Your password expires in 5 days.", type: "warning" },
  { message: "The report is being prepared.", type: "info" },
];

function NotifyOnMount() {
  const { notify } = useSnackbar();
  useEffect(() => {
    for (const notice of notices) notify(notice);
  }, [notify]);
  return null;
}

function PanelScreen() {
  const { open } = usePanelStack();
  return (
    <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "0.5rem" }}>
      <h1 style={{ fontSize: "1.125rem", lineHeight: "1.75rem", fontWeight: 600 }}>Contacts</h1>
      <Button onClick={() => open("group")}>Open group</Button>
      <Button variant="outline" onClick={() => open("group", "contact")}>
        Open Ana Reyes in VIP customers
      </Button>
    </div>
  );
}

function TourPage() {
  return (
    <div style={{ display: "grid", height: "24rem", gridTemplateColumns: "12rem 1fr", gap: "1rem" }}>
      <nav data-tour="sidebar" aria-label="Menu" style={{ ...bordered, padding: "0.75rem" }}>
        Menu
      </nav>
      <div style={{ display: "flex", flexDirection: "column", gap: "1rem" }}>
        <div style={{ display: "flex", justifyContent: "flex-end", gap: "1rem" }}>
          <span data-tour="balance" style={{ ...bordered, padding: "0.25rem 0.75rem" }}>
            PHP 2,249.50
          </span>
          <span data-tour="user-menu" style={{ ...bordered, padding: "0.25rem 0.75rem" }}>
            Ana Reyes
          </span>
        </div>
        <section data-tour="campaign-list" aria-label="Campaigns" style={{ ...bordered, padding: "0.75rem" }}>
          Campaigns
        </section>
        <section
          data-tour="campaign-recipients"
          aria-label="Recipients"
          style={{ ...bordered, padding: "0.75rem" }}
        >
          Recipients
        </section>
      </div>
    </div>
  );
}

const ui = (entry) => `packages/ui/src/${entry}`;

/**
 * Each fixture: the story file, the screenshots of its story light and dark (their names under that
 * file's `__screenshots__` folder, without `-chromium-linux.png`), what the story renders, and when
 * it has something to wait for, the element that says it is ready.
 */
export const FIXTURES = {
  "alert-dialog": {
    stories: ui("alert-dialog/alert-dialog.stories.tsx"),
    light: "kit-alertdialog-open",
    dark: "kit-alertdialog-dark-open",
    render: () => (
      <AlertDialog defaultOpen onOpenChange={noop}>
        <AlertDialogTrigger asChild>
          <Button variant="danger">Cancel campaign</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel this campaign?</AlertDialogTitle>
            <AlertDialogDescription>
              Messages not yet sent will not go out. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction variant="danger" onClick={noop}>
              Yes, cancel
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    ),
  },
  "confirm-dialog": {
    stories: ui("alert-dialog/confirm-dialog.stories.tsx"),
    light: "kit-confirmdialog-open",
    dark: "kit-confirmdialog-dark-open",
    render: () => (
      <>
        <Button variant="danger">Delete 639171234567</Button>
        <ConfirmDialog
          open
          onClose={noop}
          title="Delete 639171234567?"
          description="The contact leaves this group and later campaigns to it. This cannot be undone."
          confirmLabel="Delete contact"
          pending={false}
          onConfirm={noop}
        />
      </>
    ),
  },
  "app-shell": {
    stories: ui("app-shell/app-shell.stories.tsx"),
    light: "kit-appshell-accordionmenu-user-sidebar",
    dark: "kit-appshell-accordionmenu-dark-user-sidebar",
    render: () => (
      <div style={{ height: "24rem" }}>
        <Sidebar
          modules={sidebarModules}
          renderLink={renderLink}
          activeState="reports"
          header={<strong>Sendline</strong>}
        />
      </div>
    ),
  },
  "accordion-menu": {
    stories: ui("app-shell/app-shell.stories.tsx"),
    light: "kit-appshell-accordionmenu-active-group",
    dark: "kit-appshell-accordionmenu-dark-active-group",
    render: () => (
      <AccordionMenu modules={sidebarModules} renderLink={renderLink} activeState="sms-campaign" />
    ),
  },
  navbar: {
    stories: ui("app-shell/app-shell.stories.tsx"),
    light: "kit-appshell-accordionmenu-admin-navbar-trial-balance",
    dark: "kit-appshell-accordionmenu-dark-admin-navbar-trial-balance",
    render: () => (
      <Navbar
        variant="admin"
        brand={<strong>Sendline Admin</strong>}
        balance={<BalancePopover figures={trialFigures} defaultOpen />}
      />
    ),
  },
  "auto-height-textarea": {
    stories: ui("auto-height-textarea/auto-height-textarea.stories.tsx"),
    light: "kit-autoheighttextarea-long-initial-text",
    dark: "kit-autoheighttextarea-dark-long-initial-text",
    render: () => (
      <div style={maxWidth(28)}>
        <AutoHeightTextarea
          aria-label="Message"
          onChange={noop}
          defaultValue={Array.from(
            { length: 16 },
            (_, i) => `Paragraph ${i + 1} of the reply template.`,
          ).join("\n")}
        />
      </div>
    ),
  },
  avatar: {
    stories: ui("avatar/avatar.stories.tsx"),
    light: "kit-avatar-initials",
    dark: "kit-avatar-dark-initials",
    render: () => (
      <div style={row(0.5)}>
        {["sm", "md", "lg"].map((size) => (
          <Avatar key={size} size={size}>
            <AvatarFallback>{initials("Maria dela Cruz")}</AvatarFallback>
          </Avatar>
        ))}
        <Avatar>
          <AvatarFallback>{initials("Ops")}</AvatarFallback>
        </Avatar>
      </div>
    ),
  },
  badge: {
    stories: ui("badge/badge.stories.tsx"),
    light: "kit-badge-variants",
    dark: "kit-badge-dark-variants",
    render: () => (
      <div style={{ display: "flex", flexDirection: "column", gap: "0.75rem" }}>
        {["light", "dark"].map((theme) => (
          <div
            key={theme}
            className={theme}
            style={{
              display: "flex",
              gap: "0.5rem",
              backgroundColor: "var(--background)",
              padding: "0.5rem",
            }}
          >
            {["primary", "success", "danger", "info", "warning", "gray", "outline"].map((variant) => (
              <Badge key={variant} variant={variant}>
                {variant}
              </Badge>
            ))}
          </div>
        ))}
      </div>
    ),
  },
  "business-hours": {
    stories: ui("business-hours/business-hours.stories.tsx"),
    light: "kit-businesshourseditor-week",
    dark: "kit-businesshourseditor-dark-week",
    render: () => (
      <div style={maxWidth(42)}>
        <BusinessHoursEditor defaultValue={weekdaysOpen} onValueChange={noop} />
      </div>
    ),
  },
  button: {
    stories: ui("button/button.stories.tsx"),
    light: "kit-button-all-variants",
    dark: "kit-button-dark-all-variants",
    render: () => (
      <div style={{ display: "grid", gap: "0.75rem" }}>
        {["primary", "secondary", "outline", "ghost", "danger", "link"].map((variant) => (
          <div key={variant} style={row(0.75)}>
            {["sm", "md", "lg"].map((size) => (
              <Button key={size} variant={variant} size={size}>
                {variant} {size}
              </Button>
            ))}
            <Button variant={variant} disabled>
              {variant} disabled
            </Button>
          </div>
        ))}
      </div>
    ),
  },
  campaign: {
    stories: ui("campaign/campaign-stats.stories.tsx"),
    light: "kit-campaign-campaignstats-stats",
    dark: "kit-campaign-campaignstats-dark-stats",
    render: () => <CampaignStats stats={emailStats} channel="email" />,
  },
  "campaign-actions": {
    stories: ui("campaign/campaign-actions.stories.tsx"),
    light: "kit-campaign-campaignactions-submit-without-go-live",
    dark: "kit-campaign-campaignactions-dark-submit-without-go-live",
    render: () => (
      <CampaignActions
        campaign={{ campaign_status_code: "draft", total_recipients: 120, updater_id: 7 }}
        channel="sms"
        hasPrivilege={(privilege) => privilege === "/sms/submit_get"}
        userId={7}
        campaignName="March promo"
        onAction={noop}
      />
    ),
  },
  card: {
    stories: ui("card/card.stories.tsx"),
    light: "kit-card-long-title",
    dark: "kit-card-dark-long-title",
    render: () => (
      <div style={maxWidth(24)}>
        <Card>
          <CardHeader>
            <CardTitle>Year-end loyalty programme reminder for customers in the southern provinces</CardTitle>
            <CardDescription>SMS · 12,400 recipients</CardDescription>
            <CardAction>
              <StatusBadge status="live" />
            </CardAction>
          </CardHeader>
          <CardContent>Started 14 Mar 2026, 09:30. 8,120 sent, 7,990 delivered.</CardContent>
          <CardFooter>
            <Button size="sm" variant="outline" onClick={noop}>
              Open dashboard
            </Button>
          </CardFooter>
        </Card>
      </div>
    ),
  },
  "carousel-editor": {
    stories: ui("carousel-editor/carousel-editor.stories.tsx"),
    light: "kit-carouseleditor-two-blank-cards",
    dark: "kit-carouseleditor-dark-two-blank-cards",
    render: () => (
      <div style={maxWidth(42)}>
        <CarouselEditor onItemsChange={noop} onContentChange={noop} />
      </div>
    ),
  },
  chart: {
    stories: ui("chart/share-chart.stories.tsx"),
    light: "kit-chart-sharechart-donut",
    dark: "kit-chart-sharechart-dark-donut",
    ready: '[data-slot="share-chart"][data-state="drawn"]',
    render: () => (
      <ShareChart
        label="Delivery outcome"
        items={[
          { label: "Delivered", value: 9_200, tone: "success" },
          { label: "Pending", value: 500, tone: "warning" },
          { label: "Rejected", value: 300, tone: "danger" },
        ]}
        recheckMs={50}
        firstDrawDelayMs={0}
        statsValue="9200:500:300:0"
        variant="donut"
      />
    ),
  },
  "time-series-chart": {
    stories: ui("chart/time-series-chart.stories.tsx"),
    light: "kit-chart-timeserieschart-line",
    dark: "kit-chart-timeserieschart-dark-line",
    ready: '[data-slot="time-series-chart"][data-state="drawn"]',
    // Its stories' own allowance: Chromium anti-aliases canvas text one of two ways from run to run.
    allowedMismatchedPixelRatio: 0.01,
    render: () => (
      <div style={{ width: 640, fontFamily: "Liberation Sans, sans-serif" }}>
        <TimeSeriesChart
          label="Messages per hour"
          model={{
            x: Array.from({ length: 12 }, (_, index) => Date.UTC(2026, 2, 14) / 1000 + index * 3600),
            series: [
              {
                label: "Sent",
                values: [120, 340, 560, 800, 760, 900, 1020, 980, 700, 520, 300, 180],
                tone: "primary",
              },
              {
                label: "Delivered",
                values: [110, 320, 540, 760, 730, 860, 990, 950, 680, 500, 290, 170],
                tone: "success",
              },
            ],
          }}
          recheckMs={50}
          firstDrawDelayMs={0}
          statsValue="120:110:0:0"
        />
      </div>
    ),
  },
  checkbox: {
    stories: ui("checkbox/checkbox.stories.tsx"),
    light: "kit-checkbox-indeterminate",
    dark: "kit-checkbox-dark-indeterminate",
    render: () => (
      <Checkbox aria-label="Select all contacts" onCheckedChange={noop} defaultChecked="indeterminate" />
    ),
  },
  combobox: {
    stories: ui("combobox/combobox.stories.tsx"),
    light: "kit-combobox-in-field-with-error",
    dark: "kit-combobox-dark-in-field-with-error",
    render: () => (
      <div style={maxWidth(20)}>
        <Field>
          <FieldLabel>Timezone</FieldLabel>
          <FieldControl>
            <Combobox
              options={timezones}
              placeholder="Choose a timezone"
              searchPlaceholder="Search timezones"
              onValueChange={noop}
            />
          </FieldControl>
          <FieldError>Choose the timezone of your business hours.</FieldError>
        </Field>
      </div>
    ),
  },
  "data-table": {
    stories: ui("data-table/data-table.stories.tsx"),
    light: "kit-datatable-default",
    dark: "kit-datatable-dark-default",
    render: () => (
      <DataTable
        label="Campaigns"
        columns={campaignColumns}
        data={campaigns}
        getRowId={(campaign) => String(campaign.id)}
        totalPages={3}
        searchDelay={50}
        onQueryChange={noop}
        onRowSelectionChange={noop}
        onRetry={noop}
      />
    ),
  },
  dialog: {
    stories: ui("dialog/dialog.stories.tsx"),
    light: "kit-dialog-open",
    dark: "kit-dialog-dark-open",
    render: () => (
      <Dialog defaultOpen onOpenChange={noop}>
        <DialogTrigger asChild>
          <Button variant="outline">Rename group</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Rename group</DialogTitle>
            <DialogDescription>Contacts stay in the group; only its name changes.</DialogDescription>
          </DialogHeader>
          <Input aria-label="Group name" defaultValue="VIP customers" />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button>Save</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    ),
  },
  "dropdown-menu": {
    stories: ui("dropdown-menu/dropdown-menu.stories.tsx"),
    light: "kit-dropdownmenu-open",
    dark: "kit-dropdownmenu-dark-open",
    render: () => (
      <DropdownMenu defaultOpen modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Actions</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Campaign</DropdownMenuLabel>
          <DropdownMenuItem onSelect={noop}>Pause</DropdownMenuItem>
          <DropdownMenuItem onSelect={noop}>Duplicate</DropdownMenuItem>
          <DropdownMenuItem disabled>Approve</DropdownMenuItem>
          <DropdownMenuCheckboxItem checked onCheckedChange={noop}>
            Show test campaigns
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" onSelect={noop}>
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    ),
  },
  "email-preview": {
    stories: ui("email-preview/email-preview.stories.tsx"),
    light: "kit-emailpreview-desktop",
    dark: "kit-emailpreview-dark-desktop",
    render: () => <EmailPreview html={emailHtml} onDeviceChange={noop} height={320} />,
  },
  "empty-state": {
    stories: ui("empty-state/empty-state.stories.tsx"),
    light: "kit-emptystate-narrow",
    dark: "kit-emptystate-dark-narrow",
    render: () => (
      <div style={{ width: "16rem" }}>
        <EmptyState aria-labelledby="empty-title">
          <EmptyStateIcon>
            <InboxIcon />
          </EmptyStateIcon>
          <EmptyStateTitle id="empty-title">No campaigns yet</EmptyStateTitle>
          <EmptyStateDescription>
            No contacts match these filters. Clear the search or pick another group to see the contacts of
            your account.
          </EmptyStateDescription>
          <EmptyStateActions>
            <Button onClick={noop}>Create campaign</Button>
          </EmptyStateActions>
        </EmptyState>
      </div>
    ),
  },
  field: {
    stories: ui("field/field.stories.tsx"),
    light: "kit-field-with-error",
    dark: "kit-field-dark-with-error",
    render: () => (
      <div style={maxWidth(24)}>
        <Field>
          <FieldLabel>Email</FieldLabel>
          <FieldControl>
            <Input type="email" defaultValue="ops@" />
          </FieldControl>
          <FieldHint>We send delivery reports here.</FieldHint>
          <FieldError>Enter a valid email address.</FieldError>
        </Field>
      </div>
    ),
  },
  "icon-button": {
    stories: ui("icon-button/icon-button.stories.tsx"),
    light: "kit-iconbutton-sizes",
    dark: "kit-iconbutton-dark-sizes",
    render: () => (
      <div style={row(0.5)}>
        <IconButton onClick={noop} size="sm" aria-label="Delete, small" variant="danger">
          <TrashIcon aria-hidden />
        </IconButton>
        <IconButton onClick={noop} size="md" aria-label="Delete, medium" variant="outline">
          <TrashIcon aria-hidden />
        </IconButton>
        <IconButton onClick={noop} size="lg" aria-label="Delete, large" variant="primary">
          <TrashIcon aria-hidden />
        </IconButton>
      </div>
    ),
  },
  input: {
    stories: ui("input/input.stories.tsx"),
    light: "kit-input-invalid",
    dark: "kit-input-dark-invalid",
    render: () => (
      <div style={maxWidth(24)}>
        <Input
          aria-label="Campaign name"
          placeholder="Spring sale"
          onChange={noop}
          aria-invalid
          defaultValue="?"
        />
      </div>
    ),
  },
  pagination: {
    stories: ui("pagination/pagination.stories.tsx"),
    light: "kit-pagination-few-pages",
    dark: "kit-pagination-dark-few-pages",
    render: () => <Pagination pageCount={3} defaultValue={2} onValueChange={noop} />,
  },
  "panel-stack": {
    stories: ui("panel-stack/panel-stack.stories.tsx"),
    light: "kit-panelstack-open",
    dark: "kit-panelstack-dark-open",
    render: () => (
      <PanelStack defaultValue={["group"]} onExit={noop} onValueChange={noop}>
        <PanelScreen />
        <PanelStackItem
          value="group"
          title="VIP customers"
          description="1,240 contacts"
          redirect="contact-groups"
        >
          <Button variant="outline">Open contact</Button>
        </PanelStackItem>
        <PanelStackItem value="contact" title="Ana Reyes">
          <p>+63 917 555 0101</p>
        </PanelStackItem>
      </PanelStack>
    ),
  },
  "password-form": {
    stories: ui("password-form/password-form.stories.tsx"),
    light: "kit-passwordform-empty",
    dark: "kit-passwordform-dark-empty",
    render: () => <PasswordForm onSubmit={noop} />,
  },
  popover: {
    stories: ui("popover/popover.stories.tsx"),
    light: "kit-popover-open",
    dark: "kit-popover-dark-open",
    render: () => (
      <Popover defaultOpen onOpenChange={noop}>
        <PopoverTrigger asChild>
          <Button variant="outline">Delivery codes</Button>
        </PopoverTrigger>
        <PopoverContent align="start" aria-label="Delivery codes">
          <dl
            style={{
              display: "grid",
              gridTemplateColumns: "auto 1fr",
              columnGap: "0.75rem",
              rowGap: "0.25rem",
            }}
          >
            <dt style={mono}>1</dt>
            <dd>Delivered</dd>
            <dt style={mono}>2</dt>
            <dd>Bounced</dd>
            <dt style={mono}>8</dt>
            <dd>No delivery info</dd>
            <dt style={mono}>16</dt>
            <dd>Rejected</dd>
          </dl>
        </PopoverContent>
      </Popover>
    ),
  },
  progress: {
    stories: ui("progress/progress.stories.tsx"),
    light: "kit-progress-loading",
    dark: "kit-progress-dark-loading",
    render: () => (
      <div style={maxWidth(24)}>
        <Progress aria-label="Upload progress" value={45} />
      </div>
    ),
  },
  "radio-group": {
    stories: ui("radio-group/radio-group.stories.tsx"),
    light: "kit-radiogroup-chosen",
    dark: "kit-radiogroup-dark-chosen",
    render: () => (
      <RadioGroup aria-label="Channel" defaultValue="viber" onValueChange={noop}>
        {[
          { value: "sms", label: "SMS" },
          { value: "viber", label: "Viber" },
          { value: "email", label: "Email" },
        ].map(({ value, label }) => (
          <label key={value} style={row(0.5, textSm)}>
            <RadioGroupItem value={value} />
            {label}
          </label>
        ))}
      </RadioGroup>
    ),
  },
  "report-filter": {
    stories: ui("report-filter/report-filter.stories.tsx"),
    light: "kit-reportfilter-mini",
    dark: "kit-reportfilter-dark-mini",
    render: () => (
      <ReportFilter
        now={new Date("2026-03-14T09:30:00+08:00")}
        onSubmit={noop}
        onValueChange={noop}
        showBreakdown={false}
        variant="mini"
        users={[
          { id: "11", name: "Ana Reyes" },
          { id: "12", name: "Ben Cruz" },
          { id: "13", name: "Carla Santos" },
        ]}
      />
    ),
  },
  "route-select": {
    stories: ui("route-select/route-select.stories.tsx"),
    light: "kit-routeselectiondropdown-shows-current-route",
    dark: "kit-routeselectiondropdown-dark-shows-current-route",
    render: () => (
      <RouteSelectionDropdown item={routed} options={routes} aria-label="Route" onChange={noop} />
    ),
  },
  select: {
    stories: ui("select/select.stories.tsx"),
    light: "kit-select-open",
    dark: "kit-select-dark-open",
    render: () => (
      <Select defaultValue="desc" defaultOpen onValueChange={noop}>
        <SelectTrigger aria-label="Sort order" style={{ width: "14rem" }}>
          <SelectValue placeholder="Choose an order" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Sort</SelectLabel>
            <SelectItem value="desc">Newest to Oldest</SelectItem>
            <SelectItem value="asc">Oldest to Newest</SelectItem>
            <SelectItem value="name" disabled>
              By name
            </SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    ),
  },
  skeleton: {
    stories: ui("skeleton/skeleton.stories.tsx"),
    light: "kit-skeleton-row",
    dark: "kit-skeleton-dark-row",
    render: () => (
      <div style={row(0.75, maxWidth(28))}>
        <Skeleton style={{ width: "2.5rem", height: "2.5rem", borderRadius: "calc(infinity * 1px)" }} />
        <div style={{ display: "grid", flex: "1 1 0%", gap: "0.5rem" }}>
          <Skeleton style={{ height: "1rem", width: "75%" }} />
          <Skeleton style={{ height: "1rem", width: "50%" }} />
        </div>
      </div>
    ),
  },
  "sms-message-box": {
    stories: ui("sms-message-box/sms-message-box.stories.tsx"),
    light: "kit-smsmessagebox-non-gsm-characters-highlighted",
    dark: "kit-smsmessagebox-dark-non-gsm-characters-highlighted",
    render: () => (
      <div style={maxWidth(32)}>
        <SmsMessageBox
          aria-label="Message"
          onValueChange={noop}
          defaultValue={"We\u2019re open \u2014 walk-ins welcome 😀"}
        />
      </div>
    ),
  },
  snackbar: {
    stories: ui("snackbar/snackbar.stories.tsx"),
    light: "kit-snackbar-shown",
    dark: "kit-snackbar-dark-shown",
    ready: '[role="status"]',
    render: () => (
      <SnackbarProvider>
        <NotifyOnMount />
      </SnackbarProvider>
    ),
  },
  spinner: {
    stories: ui("spinner/spinner.stories.tsx"),
    light: "kit-spinner-labelled",
    dark: "kit-spinner-dark-labelled",
    render: () => <Spinner label="Loading contacts" size="lg" />,
  },
  "status-badge": {
    stories: ui("status-badge/status-badge.stories.tsx"),
    light: "kit-statusbadge-all-statuses",
    dark: "kit-statusbadge-dark-all-statuses",
    render: () => (
      <ul
        style={{
          display: "grid",
          maxWidth: "48rem",
          gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
          gap: "0.5rem",
        }}
      >
        {CAMPAIGN_STATUSES.map((status) => (
          <li key={status} style={{ ...row(0.5, textXs), justifyContent: "space-between" }}>
            <code style={{ color: "var(--muted-foreground)" }}>{status}</code>
            <StatusBadge status={status} />
          </li>
        ))}
      </ul>
    ),
  },
  switch: {
    stories: ui("switch/switch.stories.tsx"),
    light: "kit-switch-sizes",
    dark: "kit-switch-dark-sizes",
    render: () => (
      <div style={row(1)}>
        <Switch onCheckedChange={noop} size="sm" aria-label="Small" defaultChecked />
        <Switch onCheckedChange={noop} size="md" aria-label="Medium" defaultChecked />
        <Switch onCheckedChange={noop} size="md" aria-label="Off" />
      </div>
    ),
  },
  tabs: {
    stories: ui("tabs/tabs.stories.tsx"),
    light: "kit-tabs-narrow",
    dark: "kit-tabs-dark-narrow",
    render: () => (
      <div style={{ width: "15rem" }}>
        <Tabs defaultValue="viber" onValueChange={noop}>
          <TabsList>
            <TabsTrigger value="sms">SMS</TabsTrigger>
            <TabsTrigger value="viber">Viber</TabsTrigger>
            <TabsTrigger value="email">Email</TabsTrigger>
            <TabsTrigger value="voice" disabled>
              Voice
            </TabsTrigger>
          </TabsList>
          <TabsContent value="sms">160 characters per part with the GSM alphabet.</TabsContent>
          <TabsContent value="viber">Rich messages with images and buttons.</TabsContent>
          <TabsContent value="email">Designed templates with personalisation.</TabsContent>
        </Tabs>
      </div>
    ),
  },
  "text-limiter": {
    stories: ui("text-limiter/text-limiter.stories.tsx"),
    light: "kit-textlimiter-long-text-cut-at-twenty",
    dark: "kit-textlimiter-dark-long-text-cut-at-twenty",
    render: () => (
      <TextLimiter text="Weekend promo for loyal customers in Metro Manila" onExpandedChange={noop} />
    ),
  },
  textarea: {
    stories: ui("textarea/textarea.stories.tsx"),
    light: "kit-textarea-long-text",
    dark: "kit-textarea-dark-long-text",
    render: () => (
      <div style={maxWidth(28)}>
        <Textarea
          aria-label="Message"
          placeholder="Write your SMS"
          onChange={noop}
          rows={3}
          defaultValue="Dear customer, your order has shipped and will arrive within three working days. Reply STOP to opt out of further messages from us. Thank you for shopping with us."
        />
      </div>
    ),
  },
  "timezone-selector": {
    stories: ui("timezone-selector/timezone-selector.stories.tsx"),
    light: "kit-timezoneselector-shows-offset-of-chosen-zone",
    dark: "kit-timezoneselector-dark-shows-offset-of-chosen-zone",
    render: () => (
      <div style={maxWidth(24)}>
        <TimezoneSelector
          aria-label="Timezone"
          date={new Date("2026-01-15T00:00:00Z")}
          onValueChange={noop}
          defaultValue="Asia/Manila"
        />
      </div>
    ),
  },
  tooltip: {
    stories: ui("tooltip/tooltip.stories.tsx"),
    light: "kit-tooltip-open",
    dark: "kit-tooltip-dark-open",
    render: () => (
      <div style={{ padding: "2.5rem" }}>
        <Tooltip defaultOpen>
          <TooltipTrigger asChild>
            <IconButton aria-label="About withheld balance">
              <InfoIcon aria-hidden />
            </IconButton>
          </TooltipTrigger>
          <TooltipContent>Reserved for campaigns that are still sending.</TooltipContent>
        </Tooltip>
      </div>
    ),
  },
  tour: {
    stories: ui("tour/tour.stories.tsx"),
    light: "kit-tour-first-step",
    dark: "kit-tour-dark-first-step",
    ready: '[role="dialog"]',
    render: () => (
      <>
        <TourPage />
        <Tour name="interface" onValueChange={noop} onStepChange={noop} />
      </>
    ),
  },
  "unsaved-changes-dialog": {
    stories: ui("unsaved-changes-dialog/unsaved-changes-dialog.stories.tsx"),
    light: "kit-unsavedchangesdialog-navigation",
    dark: "kit-unsavedchangesdialog-dark-navigation",
    render: () => <UnsavedChangesDialog defaultOpen onConfirm={noop} onCancel={noop} onOpenChange={noop} />,
  },
  "upload-file-list": {
    stories: ui("upload-file-list/upload-file-list.stories.tsx"),
    light: "kit-uploadfilelist-uploading",
    dark: "kit-uploadfilelist-dark-uploading",
    render: () => (
      <div style={maxWidth(36)}>
        <UploadFileList
          files={[
            {
              filetype_name: "SMS Contacts",
              size: 2_457_600,
              rows_on_file: 12_040,
              filename: "march-promo.csv",
              progress: 8,
            },
          ]}
          onCancel={noop}
          onTopUp={noop}
        />
      </div>
    ),
  },
  "rich-text-editor": {
    stories: "packages/editor/src/rich-text-editor.stories.tsx",
    light: "editor-richtexteditor-toolbar-icons",
    dark: "editor-richtexteditor-dark-toolbar-icons",
    render: () => <RichTextEditor onChange={noop} defaultValue="" />,
  },
  "email-designer": {
    stories: "packages/designer/src/designer/email-designer.stories.tsx",
    light: "designer-emaildesigner-empty-document-light",
    dark: "designer-emaildesigner-empty-document-dark",
    render: () => (
      <EmailDesigner
        onChange={noop}
        mergeTags={[{ field_name: "company", label: "Company" }]}
        defaultValue={createDocument()}
      />
    ),
  },
};

/** Storybook's decorator around every story: the page's colours and font, 16 px around the story. */
function Page({ fixture }) {
  const Fixture = FIXTURES[fixture].render;
  return (
    <div
      data-fixture={fixture}
      style={{
        backgroundColor: "var(--background)",
        color: "var(--foreground)",
        fontFamily: "var(--font-sans)",
        padding: 16,
      }}
    >
      {/* Classes of the app's own, which its Tailwind build generates next to the kit's (the search box's
          px-3 against the kit's pl-8 was one such pair). */}
      <p hidden className="border px-3 py-2 text-sm">
        App markup
      </p>
      <Fixture />
    </div>
  );
}

let root = null;
window.fixtures = Object.entries(FIXTURES).map(
  ([name, { stories, light, dark, ready, allowedMismatchedPixelRatio }]) => ({
    name,
    stories,
    light,
    dark,
    ready: ready ?? null,
    allowedMismatchedPixelRatio: allowedMismatchedPixelRatio ?? null,
  }),
);
/** Unmounts the fixture on screen (its portals and scroll locks go with it) and renders `fixture`. */
window.showFixture = (fixture) => {
  root?.unmount();
  root = createRoot(document.getElementById("root"));
  root.render(<Page fixture={fixture} />);
};
