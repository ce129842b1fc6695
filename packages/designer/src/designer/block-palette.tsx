import { Button } from "@sendline/ui/button";
import {
  Columns2Icon,
  Columns3Icon,
  HeadingIcon,
  ImageIcon,
  MinusIcon,
  MoveVerticalIcon,
  PanelBottomIcon,
  RectangleHorizontalIcon,
  Share2Icon,
  SquareIcon,
  TextIcon,
} from "lucide-react";
import {
  BLOCK_LABELS,
  BLOCK_TYPES,
  type BlockType,
  COLUMN_COUNTS,
  type ColumnCount,
} from "../document/constants";

const BLOCK_ICONS = {
  heading: HeadingIcon,
  text: TextIcon,
  image: ImageIcon,
  button: RectangleHorizontalIcon,
  divider: MinusIcon,
  spacer: MoveVerticalIcon,
  social: Share2Icon,
  footer: PanelBottomIcon,
} as const satisfies Record<BlockType, unknown>;

const ROW_ICONS = { 1: SquareIcon, 2: Columns2Icon, 3: Columns3Icon } as const;

/** Buttons that add a block (after the selection, into the selected column, or in a new row) or a row. */
// Buttons wrap in rows on a narrow designer and stand in one column beside the canvas.
const sectionClass = "flex flex-wrap gap-1.5 @min-[48rem]:grid";
const headingClass = "w-full text-xs font-semibold uppercase tracking-wide text-muted-foreground";

export function BlockPalette({
  onAddBlock,
  onAddRow,
}: {
  onAddBlock: (type: BlockType) => void;
  onAddRow: (columns: ColumnCount) => void;
}) {
  return (
    <aside
      aria-label="Blocks"
      data-slot="designer-palette"
      className="grid content-start gap-3 border-b border-border p-3 @min-[48rem]:gap-5 @min-[48rem]:border-b-0 @min-[48rem]:border-r"
    >
      <section className={sectionClass}>
        <h3 className={headingClass}>Add a block</h3>
        {BLOCK_TYPES.map((type) => {
          const Icon = BLOCK_ICONS[type];
          return (
            <Button
              key={type}
              variant="outline"
              size="sm"
              className="justify-start"
              aria-label={`Add ${BLOCK_LABELS[type]}`}
              onClick={() => onAddBlock(type)}
            >
              <Icon aria-hidden />
              {BLOCK_LABELS[type]}
            </Button>
          );
        })}
      </section>
      <section className={sectionClass}>
        <h3 className={headingClass}>Add a row</h3>
        {COLUMN_COUNTS.map((count) => {
          const Icon = ROW_ICONS[count];
          const label = count === 1 ? "1 column" : `${count} columns`;
          return (
            <Button
              key={count}
              variant="outline"
              size="sm"
              className="justify-start"
              aria-label={`Add a row of ${label}`}
              onClick={() => onAddRow(count)}
            >
              <Icon aria-hidden />
              {label}
            </Button>
          );
        })}
      </section>
    </aside>
  );
}
