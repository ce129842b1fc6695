import {
  EmailDesigner,
  createDocument,
  migrateDocument,
  type EmailDesignerMode,
  type EmailDocument,
} from "@sendline/designer";
import "@sendline/editor/styles.css";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@sendline/ui/alert-dialog";
import { Button } from "@sendline/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@sendline/ui/dialog";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useMemo, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { navigationGuard, useUnsavedChanges } from "../../../lib/navigation-guard";
import { notify } from "../../../lib/notices";
import { useCustomFields, useReferenceData } from "../../../lib/reference-data";
import { fieldErrorsOf, silentFailureMessage } from "../../../lib/response-handler";
import { useDesignImageUpload } from "../api/image-upload";
import { TEMPLATE_FIELDS, useSaveTemplate, useSendTemplateTest, type EmailTemplate } from "../api/templates";

/** "city" reads "City", "loyalty_tier" "Loyalty Tier". */
const labelOf = (name: string) => name.replace(/_/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());

/** A saved design upgraded to the designer's version; one it cannot read starts blank, and says so. */
function readSaved(template: EmailTemplate | undefined): { design: EmailDocument; unreadable: boolean } {
  if (!template) return { design: createDocument(), unreadable: false };
  try {
    return { design: migrateDocument(template.document), unreadable: false };
  } catch {
    return { design: createDocument(), unreadable: true };
  }
}

export interface TemplateEditorProps {
  /** The template being edited; a new one without it. */
  template?: EmailTemplate;
  /**
   * After a save: a new template's address changes to its own. `then` is "test" when the save was
   * for a test, which a new template's own screen then opens with (`defaultTesting`).
   */
  onSaved: (template: EmailTemplate, then?: "test") => void;
  /** Opens with the send-test dialog, as after a new template was saved for a test. */
  defaultTesting?: boolean;
  /** Back to the templates list (Back to templates, and Cancel once confirmed). */
  onLeave: () => void;
}

/**
 * The email design editor screen (SPEC §2): the template's name and design in the block designer,
 * with Save, Preview, Send test, Back to templates and Cancel. Cancel warns that the changes will be
 * removed; leaving with unsaved changes asks first (the unsaved-changes guard).
 */
export function TemplateEditor({ template, onSaved, onLeave, defaultTesting = false }: TemplateEditorProps) {
  const saved = useMemo(() => readSaved(template), [template]);
  const [design, setDesign] = useState<EmailDocument>(saved.design);
  const [name, setName] = useState(template?.name ?? "");
  const [dirty, setDirty] = useState(false);
  const [mode, setMode] = useState<EmailDesignerMode>("design");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cancelling, setCancelling] = useState(false);
  const [testing, setTesting] = useState(defaultTesting && template !== undefined);
  const fields = useCustomFields();
  const mergeTags = useMemo(
    () => (fields.data?.custom_fields ?? []).map((field) => ({ field_name: field, label: labelOf(field) })),
    [fields.data],
  );
  const uploadImage = useDesignImageUpload();
  const save = useSaveTemplate();
  useUnsavedChanges(dirty);

  const submit = async (then?: "test") => {
    setErrors({});
    try {
      const answer = await save.mutateAsync({
        ...(template && { id: template.id }),
        body: { name, document: design },
      });
      setDirty(false);
      // Saved: a new template's move to its own address is no leaving.
      navigationGuard.set(null);
      notify("Template saved.");
      onSaved(answer, then);
      return answer;
    } catch (error) {
      // The name's error shows under it; the design's, by block, stay listed above the designer.
      const design =
        error instanceof ApiError &&
        typeof error.body === "object" &&
        error.body !== null &&
        "errors" in error.body
          ? Object.fromEntries(
              Object.entries((error.body.errors ?? {}) as Record<string, string[]>)
                .filter(([field]) => field.startsWith("document"))
                .map(([field, messages]) => [field, messages.join(" ")]),
            )
          : {};
      const found = { ...fieldErrorsOf(error, TEMPLATE_FIELDS), ...design };
      const silent = silentFailureMessage(error);
      setErrors({ ...found, ...(silent && { _: silent }) });
      return null;
    }
  };

  const documentErrors = Object.entries(errors).filter(([field]) => field.startsWith("document"));

  return (
    <section aria-labelledby="template-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="template-title" className="text-2xl font-semibold">
          {template ? `Template: ${template.name}` : "New template"}
        </h1>
        <Button variant="ghost" onClick={onLeave}>
          Back to templates
        </Button>
      </div>
      {saved.unreadable && (
        <p role="alert" className="rounded-md bg-warning/10 px-3 py-2 text-sm">
          This template was saved by a newer designer and cannot be opened here; saving replaces it.
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <Field className="min-w-72 flex-1">
          <FieldLabel>Template name</FieldLabel>
          <FieldControl>
            <Input
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setDirty(true);
              }}
            />
          </FieldControl>
          {errors.name && <FieldError>{errors.name}</FieldError>}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button disabled={save.isPending} onClick={() => void submit()}>
            Save
          </Button>
          <Button
            variant="outline"
            aria-pressed={mode === "preview"}
            onClick={() => setMode(mode === "preview" ? "design" : "preview")}
          >
            {mode === "preview" ? "Back to design" : "Preview"}
          </Button>
          <Button
            variant="outline"
            disabled={save.isPending}
            onClick={async () => {
              // A test sends the template as saved: unsaved changes are saved first.
              if (!template || dirty) {
                const answer = await submit("test");
                if (!answer || !template) return;
              }
              setTesting(true);
            }}
          >
            Send test
          </Button>
          <Button variant="outline" onClick={() => (dirty ? setCancelling(true) : onLeave())}>
            Cancel
          </Button>
        </div>
      </div>
      {(documentErrors.length > 0 || errors._) && (
        <div role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
          {errors._ && <p>{errors._}</p>}
          {documentErrors.length > 0 && (
            <>
              <p>The design could not be saved:</p>
              <ul className="list-disc pl-5">
                {documentErrors.map(([field, message]) => (
                  <li key={field}>{message}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <h2 className="sr-only">Design</h2>
      <EmailDesigner
        value={design}
        onChange={(next) => {
          setDesign(next);
          setDirty(true);
        }}
        mergeTags={mergeTags}
        onUploadImage={uploadImage}
        mode={mode}
        onModeChange={setMode}
      />
      <AlertDialog open={cancelling} onOpenChange={setCancelling}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel the changes?</AlertDialogTitle>
            <AlertDialogDescription>
              Your changes will be removed. The template stays as it was last saved.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep editing</AlertDialogCancel>
            <AlertDialogAction
              variant="danger"
              onClick={() => {
                setDirty(false);
                setDesign(saved.design);
                setName(template?.name ?? "");
                // The changes are removed: leaving no longer asks.
                navigationGuard.set(null);
                onLeave();
              }}
            >
              Remove changes
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {template && <TemplateTestDialog template={template} open={testing} onOpenChange={setTesting} />}
    </section>
  );
}

/** Sends the saved template to the account's email test groups, each with its own tags filled. */
function TemplateTestDialog({
  template,
  open,
  onOpenChange,
}: {
  template: Pick<EmailTemplate, "id" | "name">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const groups = useReferenceData("test_contact_groups/email");
  const send = useSendTemplateTest();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send a test</DialogTitle>
          <DialogDescription>“{template.name}” goes to the test inboxes chosen here.</DialogDescription>
        </DialogHeader>
        <form
          aria-label="Send a test of the template"
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            setError(null);
            try {
              const { sent } = await send.mutateAsync({ id: template.id, contactGroupIds: chosen });
              notify(sent === 1 ? "Test email sent." : `${sent} test emails sent.`);
              onOpenChange(false);
            } catch (failure) {
              setError(
                Object.values(fieldErrorsOf(failure, ["contact_group_ids"]))[0] ??
                  silentFailureMessage(failure) ??
                  null,
              );
            }
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Test inboxes</legend>
            {groups.data?.length === 0 && (
              <p className="text-sm text-gray-600">The account has no email test groups yet.</p>
            )}
            {groups.data?.map((group) => (
              <label key={group.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(group.id)}
                  onChange={(event) =>
                    setChosen(
                      event.target.checked ? [...chosen, group.id] : chosen.filter((id) => id !== group.id),
                    )
                  }
                />
                {group.name} ({group.valid_contacts.toLocaleString()})
              </label>
            ))}
            {error && (
              <p role="alert" className="text-xs font-medium text-danger">
                {error}
              </p>
            )}
          </fieldset>
          <div className="flex justify-end gap-3">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button type="submit" disabled={chosen.length === 0 || send.isPending}>
              Send test
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
