import { type MergeTag, RichTextEditor, type ToolbarItemId } from "@sendline/editor";
import { Button } from "@sendline/ui/button";
import { Field, FieldError, FieldHint } from "@sendline/ui/field";
import { PlusIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { useRef, useState } from "react";
import {
  HEADING_LEVELS,
  LIMITS,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  UNSUBSCRIBE_TAG,
} from "../document/constants";
import type { Block, BlockOf } from "../document/document-schema";
import { isEmailImageUrl, isEmailLinkUrl, LINK_MESSAGES } from "../document/links";
import { ColorField, NumberField, SelectField, TextField, UrlField } from "./fields";

/** The rich-text toolbar of a text block: what an email keeps. */
export const TEXT_BLOCK_TOOLBAR: readonly ToolbarItemId[] = [
  "undo",
  "redo",
  "|",
  "paragraphFormat",
  "fontFamily",
  "fontSize",
  "|",
  "bold",
  "italic",
  "underline",
  "textColor",
  "backgroundColor",
  "|",
  "alignLeft",
  "alignCenter",
  "alignRight",
  "bulletList",
  "orderedList",
  "|",
  "insertLink",
  "unlink",
  "mergeTags",
];

/** Uploads an image the user picked and answers its public address. */
export type ImageUploader = (file: File) => Promise<{ url: string }>;

/** The image types offered for upload: what every mail client shows. */
export const IMAGE_UPLOAD_ACCEPT = "image/png,image/jpeg,image/gif";

export interface BlockFieldsProps<T extends Block["type"]> {
  block: BlockOf<T>;
  onChange: (block: BlockOf<T>, field: string) => void;
}

function HeadingFields({ block, onChange }: BlockFieldsProps<"heading">) {
  return (
    <>
      <TextField
        label="Heading text"
        value={block.text}
        maxLength={500}
        onChange={(text) => onChange({ ...block, text }, "text")}
      />
      <SelectField
        label="Level"
        value={String(block.level)}
        options={HEADING_LEVELS.map((level) => ({ value: String(level), label: `Heading ${level}` }))}
        onChange={(level) => onChange({ ...block, level: Number(level) as 1 | 2 | 3 }, "level")}
      />
    </>
  );
}

function TextFields({
  block,
  onChange,
  mergeTags,
}: BlockFieldsProps<"text"> & { mergeTags: readonly MergeTag[] | undefined }) {
  // Read once when the editor mounts: the tags follow First Name and Last Name in its menu.
  const [loadTags] = useState(() => async () => mergeTags ?? []);
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium leading-none text-foreground">Text</span>
      <RichTextEditor
        aria-label="Text"
        value={block.html}
        onChange={(html) => onChange({ ...block, html }, "html")}
        toolbar={TEXT_BLOCK_TOOLBAR}
        loadCustomFields={loadTags}
        className="[&_[role=textbox]]:min-h-40"
      />
    </div>
  );
}

function ImageFields({
  block,
  onChange,
  onUploadImage,
}: BlockFieldsProps<"image"> & { onUploadImage: ImageUploader | undefined }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ state: "idle" | "uploading" | "failed"; message?: string }>({
    state: "idle",
  });
  const pick = async (file: File) => {
    if (!onUploadImage) return;
    setUpload({ state: "uploading" });
    try {
      const { url } = await onUploadImage(file);
      if (!isEmailImageUrl(url)) throw new Error(LINK_MESSAGES.image);
      setUpload({ state: "idle" });
      onChange({ ...block, src: url, alt: block.alt || file.name.replace(/\.[^.]+$/, "") }, "src");
    } catch (error) {
      setUpload({ state: "failed", message: error instanceof Error ? error.message : "The upload failed." });
    }
  };
  return (
    <>
      <UrlField
        label="Image address"
        value={block.src}
        placeholder="https://"
        isAllowed={isEmailImageUrl}
        message={LINK_MESSAGES.image}
        onChange={(src) => onChange({ ...block, src }, "src")}
      />
      {onUploadImage ? (
        <Field data-slot="designer-image-upload" data-state={upload.state}>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_UPLOAD_ACCEPT}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void pick(file);
            }}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={upload.state === "uploading"}
            onClick={() => fileInput.current?.click()}
          >
            <UploadIcon aria-hidden />
            {upload.state === "uploading" ? "Uploading…" : "Upload image"}
          </Button>
          <FieldHint>PNG, JPEG or GIF.</FieldHint>
          <FieldError>{upload.state === "failed" ? upload.message : null}</FieldError>
        </Field>
      ) : null}
      <TextField
        label="Alternative text"
        hint="Read out by screen readers and shown while images are blocked."
        value={block.alt}
        maxLength={300}
        onChange={(alt) => onChange({ ...block, alt }, "alt")}
      />
      <NumberField
        label="Width (px)"
        hint="Empty fills the column."
        value={block.width}
        min={LIMITS.image.min}
        max={LIMITS.image.max}
        allowEmpty
        onChange={(width) => onChange({ ...block, width }, "width")}
      />
      <UrlField
        label="Link"
        value={block.link}
        placeholder="https://"
        isAllowed={isEmailLinkUrl}
        message={LINK_MESSAGES.link}
        onChange={(link) => onChange({ ...block, link }, "link")}
      />
    </>
  );
}

function ButtonFields({ block, onChange }: BlockFieldsProps<"button">) {
  return (
    <>
      <TextField
        label="Button text"
        value={block.text}
        maxLength={100}
        onChange={(text) => onChange({ ...block, text }, "text")}
      />
      <UrlField
        label="Link"
        value={block.url}
        placeholder="https://"
        isAllowed={isEmailLinkUrl}
        message={LINK_MESSAGES.link}
        onChange={(url) => onChange({ ...block, url }, "url")}
      />
      <ColorField
        label="Button colour"
        value={block.buttonColor}
        onChange={(buttonColor) => onChange({ ...block, buttonColor }, "buttonColor")}
      />
      <ColorField
        label="Button text colour"
        value={block.buttonTextColor}
        onChange={(buttonTextColor) => onChange({ ...block, buttonTextColor }, "buttonTextColor")}
      />
    </>
  );
}

function DividerFields({ block, onChange }: BlockFieldsProps<"divider">) {
  return (
    <>
      <ColorField
        label="Line colour"
        value={block.color}
        onChange={(color) => onChange({ ...block, color }, "color")}
      />
      <NumberField
        label="Thickness (px)"
        value={block.thickness}
        min={LIMITS.divider.min}
        max={LIMITS.divider.max}
        onChange={(thickness) => onChange({ ...block, thickness: thickness ?? block.thickness }, "thickness")}
      />
    </>
  );
}

function SpacerFields({ block, onChange }: BlockFieldsProps<"spacer">) {
  return (
    <NumberField
      label="Height (px)"
      value={block.height}
      min={LIMITS.spacer.min}
      max={LIMITS.spacer.max}
      onChange={(height) => onChange({ ...block, height: height ?? block.height }, "height")}
    />
  );
}

function SocialFields({ block, onChange }: BlockFieldsProps<"social">) {
  const setLinks = (links: typeof block.links, field: string) => onChange({ ...block, links }, field);
  const unused = SOCIAL_NETWORKS.find((network) => !block.links.some((entry) => entry.network === network));
  return (
    <>
      {block.links.map((entry, index) => (
        <fieldset key={index} className="grid gap-2 rounded-md border border-border p-2">
          <legend className="px-1 text-xs text-muted-foreground">Link {index + 1}</legend>
          <SelectField
            label="Network"
            value={entry.network}
            options={SOCIAL_NETWORKS.map((network) => ({
              value: network,
              label: SOCIAL_NETWORK_LABELS[network],
            }))}
            onChange={(network: SocialNetwork) =>
              setLinks(
                block.links.map((item, at) => (at === index ? { ...item, network } : item)),
                `links.${index}.network`,
              )
            }
          />
          <UrlField
            label="Address"
            value={entry.url}
            placeholder="https://"
            isAllowed={isEmailLinkUrl}
            message={LINK_MESSAGES.link}
            onChange={(url) =>
              setLinks(
                block.links.map((item, at) => (at === index ? { ...item, url } : item)),
                `links.${index}.url`,
              )
            }
          />
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              setLinks(
                block.links.filter((_, at) => at !== index),
                "links",
              )
            }
          >
            <Trash2Icon aria-hidden />
            Remove {SOCIAL_NETWORK_LABELS[entry.network]}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={block.links.length >= LIMITS.socialLinks}
        onClick={() => setLinks([...block.links, { network: unused ?? "facebook", url: "" }], "links")}
      >
        <PlusIcon aria-hidden />
        Add a link
      </Button>
    </>
  );
}

function FooterFields({ block, onChange }: BlockFieldsProps<"footer">) {
  return (
    <>
      <TextField
        label="Footer text"
        hint="Your address and why the recipient gets this email."
        multiline
        value={block.text}
        maxLength={2000}
        onChange={(text) => onChange({ ...block, text }, "text")}
      />
      <TextField
        label="Unsubscribe link text"
        hint={`The link takes each recipient to their own unsubscribe page (${UNSUBSCRIBE_TAG}).`}
        value={block.unsubscribeText}
        maxLength={100}
        onChange={(unsubscribeText) => onChange({ ...block, unsubscribeText }, "unsubscribeText")}
      />
    </>
  );
}

/** The content settings of a block, by its type. */
export function BlockContentFields({
  block,
  onChange,
  mergeTags,
  onUploadImage,
}: {
  block: Block;
  onChange: (block: Block, field: string) => void;
  mergeTags: readonly MergeTag[] | undefined;
  onUploadImage: ImageUploader | undefined;
}) {
  switch (block.type) {
    case "heading":
      return <HeadingFields block={block} onChange={onChange} />;
    case "text":
      return <TextFields key={block.id} block={block} onChange={onChange} mergeTags={mergeTags} />;
    case "image":
      return <ImageFields key={block.id} block={block} onChange={onChange} onUploadImage={onUploadImage} />;
    case "button":
      return <ButtonFields block={block} onChange={onChange} />;
    case "divider":
      return <DividerFields block={block} onChange={onChange} />;
    case "spacer":
      return <SpacerFields block={block} onChange={onChange} />;
    case "social":
      return <SocialFields block={block} onChange={onChange} />;
    case "footer":
      return <FooterFields block={block} onChange={onChange} />;
    default:
      return block satisfies never;
  }
}
