// The minimal example of each entry in the README's component reference (component-docs.mjs writes
// the rest from the types). Names an example uses without defining (`rows`, `modules`) are the app's.
export const EXAMPLES = {
  "alert-dialog": `
import { ConfirmDialog } from "@sendline/ui/alert-dialog";

<ConfirmDialog
  open={open}
  title="Delete the group?"
  description="Its 240 contacts stay in the address book."
  confirmLabel="Delete"
  pending={deleting}
  onConfirm={() => deleteGroup.mutate()}
  onClose={() => setOpen(false)}
/>;`,
  "app-shell": `
import { Navbar, Sidebar } from "@sendline/ui/app-shell";

<Sidebar modules={modules} activeState="sms.campaigns" renderLink={(module, props) => <Link href={"/" + module.state} {...props} />} />;
<Navbar brand="Sendline" userMenu={<UserMenu />} />;`,
  "auto-height-textarea": `
import { AutoHeightTextarea } from "@sendline/ui/auto-height-textarea";

<AutoHeightTextarea aria-label="Notes" minHeight={120} value={notes} onChange={(event) => setNotes(event.target.value)} />;`,
  avatar: `
import { Avatar, AvatarFallback, AvatarImage, initials } from "@sendline/ui/avatar";

<Avatar size="md">
  <AvatarImage src={user.photo} alt="" />
  <AvatarFallback>{initials(user.name)}</AvatarFallback>
</Avatar>;`,
  badge: `
import { Badge } from "@sendline/ui/badge";

<Badge variant="success">Verified</Badge>;`,
  "business-hours": `
import { BusinessHoursEditor } from "@sendline/ui/business-hours";

<BusinessHoursEditor value={hours} onValueChange={setHours} />;`,
  button: `
import { Button } from "@sendline/ui/button";

<Button variant="outline" size="sm" onClick={save}>Save</Button>;`,
  campaign: `
import { CampaignActions, CampaignStats } from "@sendline/ui/campaign";

<CampaignStats stats={{ sent: 1200, delivered: 1150 }} />;
<CampaignActions campaign={campaign} channel="sms" userId={user.id} hasPrivilege={can} onAction={run} />;`,
  card: `
import { Card, CardContent, CardHeader, CardTitle } from "@sendline/ui/card";

<Card>
  <CardHeader>
    <CardTitle>Balance</CardTitle>
  </CardHeader>
  <CardContent>PHP 1,250.00</CardContent>
</Card>;`,
  "carousel-editor": `
import { CarouselEditor } from "@sendline/ui/carousel-editor";

<CarouselEditor items={cards} onItemsChange={setCards} showErrors={submitted} />;`,
  chart: `
import { ShareChart } from "@sendline/ui/chart";

<ShareChart label="Delivery" items={[{ label: "Delivered", value: 1150, tone: "success" }, { label: "Failed", value: 50, tone: "danger" }]} />;`,
  checkbox: `
import { Checkbox } from "@sendline/ui/checkbox";

<Checkbox aria-label="Remember me" checked={remember} onCheckedChange={(checked) => setRemember(checked === true)} />;`,
  combobox: `
import { Combobox } from "@sendline/ui/combobox";

<Combobox aria-label="Country" options={[{ value: "PH", label: "Philippines", keywords: ["+63"] }]} value={country} onValueChange={setCountry} />;`,
  "data-table": `
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";

const columns: DataTableColumn<Contact>[] = [
  { accessorKey: "name", header: "Name" },
  { accessorKey: "mobile", header: "Mobile" },
];

<DataTable label="Contacts" columns={columns} data={contacts} sortMode="client" />;`,
  dialog: `
import { Button } from "@sendline/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@sendline/ui/dialog";

<Dialog>
  <DialogTrigger asChild>
    <Button>Details</Button>
  </DialogTrigger>
  <DialogContent>
    <DialogTitle>Campaign details</DialogTitle>
    <DialogDescription>Sent to 1,200 recipients.</DialogDescription>
  </DialogContent>
</Dialog>;`,
  "dropdown-menu": `
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@sendline/ui/dropdown-menu";

<DropdownMenu>
  <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
  <DropdownMenuContent>
    <DropdownMenuItem onSelect={duplicate}>Duplicate</DropdownMenuItem>
  </DropdownMenuContent>
</DropdownMenu>;`,
  "email-preview": `
import { EmailPreview } from "@sendline/ui/email-preview";

<EmailPreview html={emailHtml} />;`,
  "empty-state": `
import { EmptyState, EmptyStateDescription, EmptyStateTitle } from "@sendline/ui/empty-state";

<EmptyState>
  <EmptyStateTitle>No campaigns yet</EmptyStateTitle>
  <EmptyStateDescription>Create one to reach your contacts.</EmptyStateDescription>
</EmptyState>;`,
  field: `
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";

<Field invalid={Boolean(error)}>
  <FieldLabel>Email</FieldLabel>
  <FieldControl>
    <Input type="email" />
  </FieldControl>
  <FieldError>{error}</FieldError>
</Field>;`,
  "icon-button": `
import { IconButton } from "@sendline/ui/icon-button";
import { TrashIcon } from "lucide-react";

<IconButton aria-label="Delete" variant="ghost" onClick={remove}>
  <TrashIcon aria-hidden />
</IconButton>;`,
  input: `
import { Input } from "@sendline/ui/input";

<Input aria-label="Search" placeholder="Search" />;`,
  pagination: `
import { Pagination } from "@sendline/ui/pagination";

<Pagination pageCount={12} value={page} onValueChange={setPage} />;`,
  "panel-stack": `
import { PanelStack, PanelStackItem } from "@sendline/ui/panel-stack";

<PanelStack value={panels} onValueChange={setPanels}>
  <PanelStackItem value="contact" title="Contact">…</PanelStackItem>
</PanelStack>;`,
  "password-form": `
import { PasswordForm } from "@sendline/ui/password-form";

<PasswordForm onSubmit={({ password }) => changePassword.mutate(password)} errors={serverErrors} />;`,
  popover: `
import { Popover, PopoverContent, PopoverTrigger } from "@sendline/ui/popover";

<Popover>
  <PopoverTrigger>Filters</PopoverTrigger>
  <PopoverContent>…</PopoverContent>
</Popover>;`,
  progress: `
import { Progress } from "@sendline/ui/progress";

<Progress aria-label="Upload" value={40} />;`,
  "radio-group": `
import { RadioGroup, RadioGroupItem } from "@sendline/ui/radio-group";

<RadioGroup aria-label="Channel" value={channel} onValueChange={setChannel}>
  <RadioGroupItem value="sms" aria-label="SMS" />
  <RadioGroupItem value="viber" aria-label="Viber" />
</RadioGroup>;`,
  "report-filter": `
import { ReportFilter } from "@sendline/ui/report-filter";

<ReportFilter now={new Date()} onSubmit={({ from, to }) => setRange({ from, to })} />;`,
  "route-select": `
import { RouteSelectionDropdown } from "@sendline/ui/route-select";

<RouteSelectionDropdown item={campaign} options={routes} onChange={(updated) => setCampaign(updated)} />;`,
  select: `
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@sendline/ui/select";

<Select value={size} onValueChange={setSize}>
  <SelectTrigger aria-label="Page size">
    <SelectValue />
  </SelectTrigger>
  <SelectContent>
    <SelectItem value="10">10</SelectItem>
    <SelectItem value="50">50</SelectItem>
  </SelectContent>
</Select>;`,
  skeleton: `
import { Skeleton } from "@sendline/ui/skeleton";

<Skeleton className="h-4 w-40" />;`,
  "sms-message-box": `
import { SmsMessageBox } from "@sendline/ui/sms-message-box";

<SmsMessageBox aria-label="Message" value={message} onValueChange={setMessage} maxSegments={3} mergeTags={[{ field_name: "first_name", label: "First Name" }]} />;`,
  snackbar: `
import { SnackbarProvider, useSnackbar } from "@sendline/ui/snackbar";

<SnackbarProvider>
  <App />
</SnackbarProvider>;

const { notify } = useSnackbar();
notify({ message: "Campaign saved" });`,
  spinner: `
import { Spinner } from "@sendline/ui/spinner";

<Spinner label="Loading contacts" />;`,
  "status-badge": `
import { StatusBadge } from "@sendline/ui/status-badge";

<StatusBadge status="for_approval" />;`,
  switch: `
import { Switch } from "@sendline/ui/switch";

<Switch aria-label="Two-factor sign-in" checked={enabled} onCheckedChange={setEnabled} />;`,
  tabs: `
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@sendline/ui/tabs";

<Tabs defaultValue="sms">
  <TabsList>
    <TabsTrigger value="sms">SMS</TabsTrigger>
    <TabsTrigger value="email">Email</TabsTrigger>
  </TabsList>
  <TabsContent value="sms">…</TabsContent>
  <TabsContent value="email">…</TabsContent>
</Tabs>;`,
  "text-limiter": `
import { TextLimiter } from "@sendline/ui/text-limiter";

<TextLimiter text={campaign.message} />;`,
  textarea: `
import { Textarea } from "@sendline/ui/textarea";

<Textarea aria-label="Reason" rows={3} />;`,
  "timezone-selector": `
import { TimezoneSelector } from "@sendline/ui/timezone-selector";

<TimezoneSelector aria-label="Time zone" value={zone} onValueChange={setZone} />;`,
  tooltip: `
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@sendline/ui/tooltip";

<TooltipProvider>
  <Tooltip>
    <TooltipTrigger>Segments</TooltipTrigger>
    <TooltipContent>160 GSM characters a segment</TooltipContent>
  </Tooltip>
</TooltipProvider>;`,
  tour: `
import { Tour } from "@sendline/ui/tour";

<Tour name="interface" value={tours} onValueChange={saveTours} />;`,
  "unsaved-changes-dialog": `
import { UnsavedChangesDialog } from "@sendline/ui/unsaved-changes-dialog";

<UnsavedChangesDialog open={blocked} onConfirm={proceed} onCancel={stay} />;`,
  "upload-file-list": `
import { UploadFileList } from "@sendline/ui/upload-file-list";

<UploadFileList files={[{ filename: "contacts.csv", size: 120_000, progress: 40 }]} onCancel={cancelUpload} />;`,
};
