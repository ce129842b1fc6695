import { TOP_UP_ROUTE } from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { Input } from "@sendline/ui/input";
import { UploadFileList } from "@sendline/ui/upload-file-list";
import { useId, useRef, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { useReferenceData } from "../../../lib/reference-data";
import { FileDropArea } from "../../../lib/file-drop-area";
import { RefusedRows } from "../../../lib/refused-rows";
import { useContactsUpload, type UploadItem } from "../api/uploads";

const NEW_GROUP = "new";

/**
 * Uploading contacts into a group (SPEC §5 "Contact and blast file upload", §4 "Upload
 * progress"): a CSV dropped on the area or chosen, into a new group by name or an existing one,
 * with replace zero; each file's row shows its progress, can be cancelled, and ends with its
 * valid, invalid and duplicate counts and the refused rows to download.
 */
export function ContactsUpload() {
  const { items: shown, start, cancel } = useContactsUpload();
  const [, navigate] = useLocation();
  const groups = useReferenceData("contact_groups");
  const [file, setFile] = useState<File | null>(null);
  const [group, setGroup] = useState(NEW_GROUP);
  const [groupName, setGroupName] = useState("");
  const [replaceZero, setReplaceZero] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { group: useId(), name: useId(), zero: useId() };

  function choose(chosen: File | undefined) {
    setFile(chosen ?? null);
    setProblem(null);
    if (chosen && group === NEW_GROUP && groupName === "") setGroupName(chosen.name.replace(/\.csv$/i, ""));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem("Choose a CSV file.");
    if (group === NEW_GROUP && groupName.trim() === "") return setProblem("Name the new group.");
    void start(file, {
      replaceZero,
      ...(group === NEW_GROUP ? { groupName: groupName.trim() } : { groupId: Number(group) }),
    });
    setFile(null);
    if (input.current) input.current.value = "";
  }

  return (
    <section aria-labelledby="contacts-upload-title" className="flex max-w-3xl flex-col gap-4">
      <h2 id="contacts-upload-title" className="text-lg font-semibold">
        Upload contacts
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <FileDropArea
          label="Contacts file (CSV, up to 10 MB)"
          inputRef={input}
          onFiles={([chosen]) => choose(chosen)}
          hint="Or drop a file here. The first row names the columns: mobile (or mobile_number, mobile_no) or email, and any others such as first_name and last_name."
        />
        <div className="flex flex-wrap items-end gap-4">
          <label htmlFor={ids.group} className="flex flex-col gap-1 text-sm">
            Group
            <select
              id={ids.group}
              value={group}
              onChange={(event) => setGroup(event.target.value)}
              className="h-9 rounded-md border border-input bg-background px-2"
            >
              <option value={NEW_GROUP}>A new group</option>
              {(groups.data ?? [])
                .filter((row) => !row.is_test)
                .map((row) => (
                  <option key={row.id} value={row.id}>
                    {row.name}
                  </option>
                ))}
            </select>
          </label>
          {group === NEW_GROUP && (
            <label htmlFor={ids.name} className="flex flex-col gap-1 text-sm">
              New group name
              <Input id={ids.name} value={groupName} onChange={(event) => setGroupName(event.target.value)} />
            </label>
          )}
          <label htmlFor={ids.zero} className="flex items-center gap-2 pb-2 text-sm">
            <input
              id={ids.zero}
              type="checkbox"
              checked={replaceZero}
              onChange={(event) => setReplaceZero(event.target.checked)}
            />
            Replace a leading 0 with the country code
          </label>
        </div>
        {problem && (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
        <Button type="submit" className="self-start">
          Upload
        </Button>
      </form>
      {shown.length > 0 && (
        <UploadFileList
          files={shown}
          onCancel={(item) => void cancel(item as UploadItem)}
          // `~` leaves the contacts module's nested router for the app's top-up address.
          onTopUp={() => navigate(`~${TOP_UP_ROUTE}`)}
        />
      )}
      {shown.map((item) =>
        item.id === undefined || item.id === null ? null : (
          <RefusedRows key={item.key} file={{ ...item, id: item.id }} />
        ),
      )}
    </section>
  );
}
