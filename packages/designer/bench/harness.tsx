import {
  blankCarouselItem,
  defaultBusinessHours,
  type BusinessHours,
  type CarouselItemDraft,
} from "@sendline/core";
import { RichTextEditor } from "@sendline/editor";
import { BusinessHoursEditor } from "@sendline/ui/business-hours";
import { Button } from "@sendline/ui/button";
import { CarouselEditor } from "@sendline/ui/carousel-editor";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@sendline/ui/dialog";
import { SmsMessageBox } from "@sendline/ui/sms-message-box";
import { UploadFileList, type UploadFileListItem } from "@sendline/ui/upload-file-list";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { EmailDesigner } from "../src/designer/email-designer";
import { newsletter } from "../src/designer/story-fixtures";
import type { EmailDocument } from "../src/document";

type Contact = { id: number; name: string; mobile: string; group: string };
const contacts: Contact[] = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  name: `Contact ${i + 1}`,
  mobile: `+63917${String(1000000 + i)}`,
  group: ["VIP", "Walk-in", "Online"][i % 3]!,
}));
const columns: DataTableColumn<Contact>[] = [
  { accessorKey: "name", header: "Name" },
  { accessorKey: "mobile", header: "Mobile" },
  { accessorKey: "group", header: "Group" },
];
const getRowId = (row: Contact) => String(row.id);
const files: UploadFileListItem[] = [
  { filename: "contacts-march.csv", id: 1, size: 120_000, rows_on_file: 2400, progress: 100 },
  { filename: "contacts-april.xlsx", size: 480_000, progress: 40 },
];
const mergeTags = [{ field_name: "city", label: "City" }];
const loadCustomFields = async () => mergeTags;

/** One screen with the nine parts another team builds, every state held at the top as apps do. */
function Screen() {
  const [sms, setSms] = useState("");
  const [hours, setHours] = useState<BusinessHours>(defaultBusinessHours);
  const [cards, setCards] = useState<CarouselItemDraft[]>(() => [blankCarouselItem(), blankCarouselItem()]);
  const [html, setHtml] = useState("<p>Hello {{first_name}}</p>");
  const [design, setDesign] = useState<EmailDocument>(newsletter);
  return (
    <main>
      <Button>Save</Button>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">Details</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Details</DialogTitle>
          <DialogDescription>Campaign details</DialogDescription>
        </DialogContent>
      </Dialog>
      <DataTable label="Contacts" columns={columns} data={contacts} getRowId={getRowId} sortMode="client" />
      <SmsMessageBox aria-label="SMS message" value={sms} onValueChange={setSms} mergeTags={mergeTags} />
      <CarouselEditor items={cards} onItemsChange={setCards} />
      <UploadFileList files={files} />
      <BusinessHoursEditor value={hours} onValueChange={setHours} />
      <RichTextEditor value={html} onChange={setHtml} loadCustomFields={loadCustomFields} />
      <EmailDesigner value={design} onChange={setDesign} mergeTags={mergeTags} />
    </main>
  );
}

const container = document.getElementById("root");
if (!container) throw new Error("no #root");
createRoot(container).render(<Screen />);

const waitFor = (ready: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => (ready() ? resolve() : requestAnimationFrame(check));
    check();
  });
await waitFor(() => document.querySelector("textarea[aria-label='SMS message']") !== null);

const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;

/**
 * Types `count` characters into the SMS box as the browser does (value, then an input event, which React
 * handles synchronously); each time is the render that follows plus layout.
 */
function typeKeys(count: number): number[] {
  const box = document.querySelector<HTMLTextAreaElement>("textarea[aria-label='SMS message']");
  if (!box) throw new Error("the SMS box did not mount");
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    setValue.call(box, box.value + (i % 6 === 5 ? " " : "a"));
    box.dispatchEvent(new Event("input", { bubbles: true }));
    document.body.getBoundingClientRect();
    times.push(performance.now() - t0);
  }
  return times;
}

Object.assign(window, { benchmark: { typeKeys } });
