// The screen check-tarball-consumer.mjs photographs: one fixture per kit entry that draws something,
// plus the rich-text editor and the email designer, written as another team's app would write them
// (imports from the packages' subpaths, fixed data, overlays open). `window.showFixture(name)` renders
// one of them in place of the last; `window.fixtures` lists the names. Every set-up of the check loads this same bundle, so only the
// stylesheets differ between the pictures it compares.
import { createRoot } from "react-dom/client";
import { useEffect } from "react";
import { SaveIcon, TrashIcon } from "lucide-react";
import { createBlock, createDocument, createRow } from "@sendline/designer/document";
import { renderEmailHtml } from "@sendline/designer/render";
import { EmailDesigner } from "@sendline/designer";
import { RichTextEditor } from "@sendline/editor";
import { ConfirmDialog } from "@sendline/ui/alert-dialog";
import { AccordionMenu, Navbar, Sidebar } from "@sendline/ui/app-shell";
import { AutoHeightTextarea } from "@sendline/ui/auto-height-textarea";
import { Avatar, AvatarFallback } from "@sendline/ui/avatar";
import { Badge } from "@sendline/ui/badge";
import { BusinessHoursEditor } from "@sendline/ui/business-hours";
import { Button } from "@sendline/ui/button";
import { CampaignActions, CampaignStats } from "@sendline/ui/campaign";
import { Card, CardContent, CardHeader, CardTitle } from "@sendline/ui/card";
import { CarouselEditor } from "@sendline/ui/carousel-editor";
import { ShareChart } from "@sendline/ui/chart";
import { Checkbox } from "@sendline/ui/checkbox";
import { Combobox } from "@sendline/ui/combobox";
import { DataTable } from "@sendline/ui/data-table";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@sendline/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@sendline/ui/dropdown-menu";
import { EmailPreview } from "@sendline/ui/email-preview";
import { EmptyState, EmptyStateDescription, EmptyStateTitle } from "@sendline/ui/empty-state";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { IconButton } from "@sendline/ui/icon-button";
import { Input } from "@sendline/ui/input";
import { Pagination } from "@sendline/ui/pagination";
import { PanelStack, PanelStackItem } from "@sendline/ui/panel-stack";
import { PasswordForm } from "@sendline/ui/password-form";
import { Popover, PopoverContent, PopoverTrigger } from "@sendline/ui/popover";
import { Progress } from "@sendline/ui/progress";
import { RadioGroup, RadioGroupItem } from "@sendline/ui/radio-group";
import { ReportFilter } from "@sendline/ui/report-filter";
import { RouteSelectionDropdown } from "@sendline/ui/route-select";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@sendline/ui/select";
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
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@sendline/ui/tooltip";
import { Tour } from "@sendline/ui/tour";
import { UnsavedChangesDialog } from "@sendline/ui/unsaved-changes-dialog";
import { UploadFileList } from "@sendline/ui/upload-file-list";

const modules = [
  { name: "Dashboard", state: "sms-dashboard", submenu: [] },
  {
    name: "SMS",
    state: "sms",
    submenu: [
      { name: "Campaigns", state: "sms-campaign", submenu: [] },
      { name: "Test campaigns", state: "sms-campaign-test-campaign", submenu: [] },
    ],
  },
  {
    name: "Contacts",
    state: "contacts",
    submenu: [{ name: "Contact groups", state: "contact-groups", submenu: [] }],
  },
];
const renderLink = (module, props) => <a href={`#${module.state}`} {...props} />;

const contacts = [
  { name: "Ana Reyes", mobile: "+63 917 555 0101", group: "Customers" },
  { name: "Ben Cruz", mobile: "+63 918 555 0102", group: "Staff" },
  { name: "Carla Santos", mobile: "+63 919 555 0103", group: "Customers" },
];
const columns = [
  { accessorKey: "name", header: "Name" },
  { accessorKey: "mobile", header: "Mobile" },
  { accessorKey: "group", header: "Group", enableSorting: false },
];

const hours = {
  monday: { enabled: true, wholeDay: false, start: "09:00", end: "18:00" },
  tuesday: { enabled: true, wholeDay: false, start: "09:00", end: "18:00" },
  wednesday: { enabled: true, wholeDay: true, start: "09:00", end: "18:00" },
  thursday: { enabled: true, wholeDay: false, start: "09:00", end: "18:00" },
  friday: { enabled: true, wholeDay: false, start: "09:00", end: "18:00" },
  saturday: { enabled: false, wholeDay: false, start: "09:00", end: "18:00" },
  sunday: { enabled: false, wholeDay: false, start: "09:00", end: "18:00" },
};

const routes = [
  { routing_id: 11, code: "PH-GLOBE-DIRECT", cost: 0.35, currency_code: "PHP" },
  { routing_id: 12, code: "PH-SMART-PREMIUM", cost: 0.5, currency_code: "PHP" },
];
const routed = {
  name: "Globe subscribers",
  routing_id: 11,
  route_code: "PH-GLOBE-DIRECT",
  cost: 0.35,
  route_currency_code: "PHP",
};

const design = createDocument([createRow(1, [createBlock("text")]), createRow(1, [createBlock("footer")])]);
const mergeTags = [{ field_name: "first_name", label: "First Name" }];
const noop = () => {};

function Notice() {
  const { notify } = useSnackbar();
  useEffect(() => {
    notify({ message: "Campaign saved" });
  }, [notify]);
  return null;
}

/** Each fixture: what one kit entry (or the editor, or the designer) draws in an app. */
export const FIXTURES = {
  "alert-dialog": () => (
    <ConfirmDialog
      open
      title="Delete the group?"
      description="Its 240 contacts stay in the address book."
      confirmLabel="Delete"
      onConfirm={noop}
      onClose={noop}
    />
  ),
  "app-shell": () => (
    <div style={{ display: "grid", gap: 16 }}>
      <Navbar brand="Sendline" />
      <div style={{ display: "flex", gap: 16 }}>
        <Sidebar modules={modules} activeState="sms-campaign" renderLink={renderLink} />
        <AccordionMenu modules={modules} activeState="sms-campaign" renderLink={renderLink} />
      </div>
    </div>
  ),
  "auto-height-textarea": () => (
    <AutoHeightTextarea aria-label="Notes" minHeight={80} defaultValue={"First line\nSecond line"} />
  ),
  avatar: () => (
    <Avatar size="md">
      <AvatarFallback>AR</AvatarFallback>
    </Avatar>
  ),
  badge: () => (
    <div style={{ display: "flex", gap: 8 }}>
      <Badge>Draft</Badge>
      <Badge variant="success">Verified</Badge>
      <Badge variant="danger">Failed</Badge>
    </div>
  ),
  "business-hours": () => <BusinessHoursEditor defaultValue={hours} />,
  button: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <Button>Send campaign</Button>
      <Button variant="outline">Cancel</Button>
      <Button variant="danger">Delete</Button>
      <Button variant="ghost">More</Button>
      <Button size="sm">
        <SaveIcon aria-hidden />
        Save
      </Button>
      <Button disabled>Disabled</Button>
    </div>
  ),
  campaign: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <CampaignStats
        channel="email"
        stats={{
          campaign_stats_sent: 125_400,
          campaign_stats_delivered: 120_000,
          campaign_stats_bounced: 5_400,
          campaign_stats_opened: 60_000,
          campaign_stats_clicked: 15_000,
          campaign_stats_unsubscribed: 120,
        }}
      />
      <CampaignActions
        campaign={{ campaign_status_code: "draft", total_recipients: 120, updater_id: 7 }}
        campaignName="March promo"
        channel="sms"
        userId={7}
        hasPrivilege={() => true}
        onAction={noop}
      />
    </div>
  ),
  card: () => (
    <Card>
      <CardHeader>
        <CardTitle>Balance</CardTitle>
      </CardHeader>
      <CardContent>PHP 1,250.00</CardContent>
    </Card>
  ),
  "carousel-editor": () => (
    <div style={{ maxWidth: 672 }}>
      <CarouselEditor showErrors />
    </div>
  ),
  chart: () => (
    <div style={{ width: 480 }}>
      <ShareChart
        label="Delivery"
        items={[
          { label: "Delivered", value: 1150, tone: "success" },
          { label: "Failed", value: 50, tone: "danger" },
        ]}
      />
    </div>
  ),
  checkbox: () => (
    <div style={{ display: "flex", gap: 8 }}>
      <Checkbox aria-label="Remember me" defaultChecked />
      <Checkbox aria-label="Subscribe" />
    </div>
  ),
  combobox: () => (
    <Combobox
      aria-label="Country"
      options={[
        { value: "PH", label: "Philippines", keywords: ["+63"] },
        { value: "SG", label: "Singapore", keywords: ["+65"] },
      ]}
      defaultValue="PH"
    />
  ),
  "data-table": () => <DataTable label="Contacts" columns={columns} data={contacts} sortMode="client" />,
  dialog: () => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogTitle>Campaign details</DialogTitle>
        <DialogDescription>Sent to 1,200 recipients.</DialogDescription>
      </DialogContent>
    </Dialog>
  ),
  "dropdown-menu": () => (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Duplicate</DropdownMenuItem>
        <DropdownMenuItem>Archive</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  "email-preview": () => <EmailPreview html={renderEmailHtml(design)} height={320} />,
  "empty-state": () => (
    <EmptyState>
      <EmptyStateTitle>No campaigns yet</EmptyStateTitle>
      <EmptyStateDescription>Create one to reach your contacts.</EmptyStateDescription>
    </EmptyState>
  ),
  field: () => (
    <Field invalid>
      <FieldLabel>Email</FieldLabel>
      <FieldControl>
        <Input type="email" defaultValue="ana@" />
      </FieldControl>
      <FieldError>Enter a valid email address.</FieldError>
    </Field>
  ),
  "icon-button": () => (
    <IconButton aria-label="Delete" variant="ghost">
      <TrashIcon aria-hidden />
    </IconButton>
  ),
  input: () => <Input aria-label="Search" placeholder="Search" />,
  pagination: () => <Pagination pageCount={12} defaultValue={3} />,
  "panel-stack": () => (
    <PanelStack defaultValue={["contact"]}>
      <PanelStackItem value="contact" title="Ana Reyes">
        <p>+63 917 555 0101</p>
      </PanelStackItem>
    </PanelStack>
  ),
  "password-form": () => <PasswordForm onSubmit={noop} />,
  popover: () => (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <Button variant="outline">Filters</Button>
      </PopoverTrigger>
      <PopoverContent>Only delivered messages</PopoverContent>
    </Popover>
  ),
  progress: () => <Progress aria-label="Upload" value={40} />,
  "radio-group": () => (
    <RadioGroup aria-label="Channel" defaultValue="sms">
      <RadioGroupItem value="sms" aria-label="SMS" />
      <RadioGroupItem value="viber" aria-label="Viber" />
    </RadioGroup>
  ),
  "report-filter": () => <ReportFilter now={new Date("2026-03-15T10:00:00Z")} onSubmit={noop} />,
  "route-select": () => (
    <RouteSelectionDropdown aria-label="Route" item={routed} options={routes} onChange={noop} />
  ),
  select: () => (
    <Select defaultValue="10" defaultOpen>
      <SelectTrigger aria-label="Page size">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="10">10</SelectItem>
        <SelectItem value="50">50</SelectItem>
      </SelectContent>
    </Select>
  ),
  skeleton: () => <Skeleton className="h-4 w-40" />,
  "sms-message-box": () => (
    <SmsMessageBox
      aria-label="Message"
      defaultValue="Hi {{first_name}}, your order shipped."
      maxSegments={3}
      mergeTags={mergeTags}
    />
  ),
  snackbar: () => (
    <SnackbarProvider>
      <Notice />
    </SnackbarProvider>
  ),
  spinner: () => <Spinner label="Loading contacts" />,
  "status-badge": () => (
    <div style={{ display: "flex", gap: 8 }}>
      <StatusBadge status="for_approval" />
      <StatusBadge status="completed" />
    </div>
  ),
  switch: () => (
    <div style={{ display: "flex", gap: 8 }}>
      <Switch aria-label="Two-factor sign-in" defaultChecked />
      <Switch aria-label="Newsletter" />
    </div>
  ),
  tabs: () => (
    <Tabs defaultValue="sms">
      <TabsList>
        <TabsTrigger value="sms">SMS</TabsTrigger>
        <TabsTrigger value="email">Email</TabsTrigger>
      </TabsList>
      <TabsContent value="sms">Text messages to your contacts.</TabsContent>
      <TabsContent value="email">Emails to your contacts.</TabsContent>
    </Tabs>
  ),
  "text-limiter": () => (
    <TextLimiter
      text={"Our March promo: 20% off every plan for new customers who sign up before the end of the month. ".repeat(
        3,
      )}
    />
  ),
  textarea: () => <Textarea aria-label="Reason" rows={3} defaultValue="Sent twice by mistake." />,
  "timezone-selector": () => <TimezoneSelector aria-label="Time zone" defaultValue="Asia/Manila" />,
  tooltip: () => (
    <TooltipProvider>
      <Tooltip defaultOpen>
        <TooltipTrigger asChild>
          <Button variant="outline">Segments</Button>
        </TooltipTrigger>
        <TooltipContent>160 GSM characters a segment</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  ),
  tour: () => (
    <>
      <div id="tour-target" style={{ width: 200, padding: 8 }}>
        Menu
      </div>
      <Tour name="interface" findTarget={() => document.getElementById("tour-target")} />
    </>
  ),
  "unsaved-changes-dialog": () => <UnsavedChangesDialog defaultOpen onConfirm={noop} onCancel={noop} />,
  "upload-file-list": () => (
    <UploadFileList
      files={[
        { filename: "contacts.csv", size: 120_000, progress: 40 },
        { filename: "staff.csv", size: 8_200, progress: 100 },
      ]}
      onCancel={noop}
    />
  ),
  "rich-text-editor": () => (
    <RichTextEditor
      aria-label="Message"
      defaultValue="<h2>March promo</h2><p>Hello <strong>{{first_name}}</strong>,</p><ul><li>20% off</li><li>Free setup</li></ul><blockquote>Until 31 March</blockquote>"
    />
  ),
  "email-designer": () => <EmailDesigner defaultValue={design} mergeTags={mergeTags} />,
};

/** The app's page: one fixture, under markup of the app's own. */
function Page({ fixture }) {
  const Fixture = FIXTURES[fixture];
  return (
    <main data-fixture={fixture} style={{ padding: 16 }}>
      {/* Classes of the app's own, which its Tailwind build generates next to the kit's (the search box's
          px-3 against the kit's pl-8 was one such pair). */}
      <p hidden className="border px-3 py-2 text-sm">
        App markup
      </p>
      {Fixture ? <Fixture /> : null}
    </main>
  );
}

let root = null;
window.fixtures = Object.keys(FIXTURES);
/** Unmounts the fixture on screen (its portals and scroll locks go with it) and renders `fixture`. */
window.showFixture = (fixture) => {
  root?.unmount();
  root = createRoot(document.getElementById("root"));
  root.render(<Page fixture={fixture} />);
};
