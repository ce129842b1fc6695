import type { MergeTag } from "@sendline/editor";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@sendline/ui/tabs";
import {
  BLOCK_ALIGNMENTS,
  COLUMN_COUNTS,
  type ColumnCount,
  FONT_FAMILIES,
  FONT_SIZES,
  type FontFamily,
  type FontSize,
  LIMITS,
} from "../document/constants";
import type { Block, BlockStyle, DocumentSettings, Padding, Row } from "../document/document-schema";
import { BlockContentFields, type ImageUploader } from "./block-content-fields";
import { ColorField, NumberField, SelectField, TextField } from "./fields";

const DEFAULT = "default";
const familyOptions = [
  { value: DEFAULT, label: "Email default" },
  ...(Object.keys(FONT_FAMILIES) as FontFamily[]).map((family) => ({ value: family, label: family })),
];
const sizeOptions = [
  { value: DEFAULT, label: "Email default" },
  ...FONT_SIZES.map((size) => ({ value: String(size), label: `${size} px` })),
];
const ALIGNMENT_LABELS = { left: "Left", center: "Centre", right: "Right" } as const;

function PaddingFields({ value, onChange }: { value: Padding; onChange: (padding: Padding) => void }) {
  const sides = ["top", "right", "bottom", "left"] as const;
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="mb-1.5 text-sm font-medium">Padding (px)</legend>
      {sides.map((side) => (
        <NumberField
          key={side}
          label={side[0]!.toUpperCase() + side.slice(1)}
          value={value[side]}
          min={LIMITS.padding.min}
          max={LIMITS.padding.max}
          onChange={(next) => onChange({ ...value, [side]: next ?? value[side] })}
        />
      ))}
    </fieldset>
  );
}

function BlockStyleFields({
  style,
  onChange,
}: {
  style: BlockStyle;
  onChange: (style: BlockStyle, field: string) => void;
}) {
  return (
    <>
      <PaddingFields
        value={style.padding}
        onChange={(padding) => onChange({ ...style, padding }, "padding")}
      />
      <SelectField
        label="Alignment"
        value={style.align}
        options={BLOCK_ALIGNMENTS.map((align) => ({ value: align, label: ALIGNMENT_LABELS[align] }))}
        onChange={(align) => onChange({ ...style, align }, "align")}
      />
      <ColorField
        label="Background colour"
        allowNone
        value={style.backgroundColor}
        onChange={(backgroundColor) => onChange({ ...style, backgroundColor }, "backgroundColor")}
      />
      <ColorField
        label="Text colour"
        allowNone
        noneLabel="Email default"
        value={style.textColor}
        onChange={(textColor) => onChange({ ...style, textColor }, "textColor")}
      />
      <SelectField
        label="Font"
        value={style.fontFamily ?? DEFAULT}
        options={familyOptions}
        onChange={(family) =>
          onChange({ ...style, fontFamily: family === DEFAULT ? null : (family as FontFamily) }, "fontFamily")
        }
      />
      <SelectField
        label="Font size"
        value={style.fontSize === null ? DEFAULT : String(style.fontSize)}
        options={sizeOptions}
        onChange={(size) =>
          onChange({ ...style, fontSize: size === DEFAULT ? null : (Number(size) as FontSize) }, "fontSize")
        }
      />
    </>
  );
}

export function BlockSettings({
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
  return (
    <Tabs defaultValue="content" className="gap-3">
      <TabsList className="w-full!">
        <TabsTrigger value="content" className="flex-1">
          Content
        </TabsTrigger>
        <TabsTrigger value="style" className="flex-1">
          Style
        </TabsTrigger>
      </TabsList>
      <TabsContent value="content" className="grid gap-4">
        <BlockContentFields
          block={block}
          onChange={onChange}
          mergeTags={mergeTags}
          onUploadImage={onUploadImage}
        />
      </TabsContent>
      <TabsContent value="style" className="grid gap-4">
        <BlockStyleFields
          style={block.style}
          onChange={(style, field) => onChange({ ...block, style }, `style.${field}`)}
        />
      </TabsContent>
    </Tabs>
  );
}

export function RowSettings({
  row,
  onChange,
  onColumnsChange,
}: {
  row: Row;
  onChange: (row: Row, field: string) => void;
  onColumnsChange: (count: ColumnCount) => void;
}) {
  return (
    <div className="grid gap-4">
      <SelectField
        label="Columns"
        hint="Blocks of a column that goes move to the last column."
        value={String(row.columns.length)}
        options={COLUMN_COUNTS.map((count) => ({
          value: String(count),
          label: count === 1 ? "1 column" : `${count} columns`,
        }))}
        onChange={(count) => onColumnsChange(Number(count) as ColumnCount)}
      />
      <ColorField
        label="Row background colour"
        allowNone
        value={row.backgroundColor}
        onChange={(backgroundColor) => onChange({ ...row, backgroundColor }, "backgroundColor")}
      />
      <div className="grid grid-cols-2 gap-2">
        <NumberField
          label="Space above (px)"
          value={row.padding.top}
          min={LIMITS.padding.min}
          max={LIMITS.padding.max}
          onChange={(top) => onChange({ ...row, padding: { ...row.padding, top: top ?? 0 } }, "padding")}
        />
        <NumberField
          label="Space below (px)"
          value={row.padding.bottom}
          min={LIMITS.padding.min}
          max={LIMITS.padding.max}
          onChange={(bottom) =>
            onChange({ ...row, padding: { ...row.padding, bottom: bottom ?? 0 } }, "padding")
          }
        />
      </div>
    </div>
  );
}

export function DocumentSettingsFields({
  settings,
  onChange,
}: {
  settings: DocumentSettings;
  onChange: (settings: DocumentSettings, field: string) => void;
}) {
  const set =
    <K extends keyof DocumentSettings>(field: K) =>
    (value: DocumentSettings[K]) =>
      onChange({ ...settings, [field]: value }, field);
  return (
    <div className="grid gap-4">
      <TextField
        label="Preheader"
        hint="The line inboxes show after the subject."
        value={settings.preheader}
        maxLength={200}
        onChange={set("preheader")}
      />
      <ColorField
        label="Background colour"
        value={settings.backgroundColor}
        onChange={set("backgroundColor")}
      />
      <ColorField
        label="Content background colour"
        value={settings.contentBackgroundColor}
        onChange={set("contentBackgroundColor")}
      />
      <ColorField label="Text colour" value={settings.textColor} onChange={set("textColor")} />
      <ColorField label="Link colour" value={settings.linkColor} onChange={set("linkColor")} />
      <SelectField
        label="Font"
        value={settings.fontFamily}
        options={familyOptions.slice(1)}
        onChange={(family) => set("fontFamily")(family as FontFamily)}
      />
      <SelectField
        label="Font size"
        value={String(settings.fontSize)}
        options={sizeOptions.slice(1)}
        onChange={(size) => set("fontSize")(Number(size) as FontSize)}
      />
    </div>
  );
}
