import { useId, useState, type ReactNode, type Ref } from "react";

export interface FileDropAreaProps {
  /** The file input's label, e.g. "Contacts file (CSV, up to 10 MB)". */
  label: string;
  /** What the files should hold, under the input. */
  hint: ReactNode;
  multiple?: boolean;
  /** Files chosen with the input or dropped anywhere on the area. */
  onFiles(files: File[]): void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An upload's drop area (SPEC §5): a CSV file input, and the whole area takes a dropped file too,
 * outlined while something is dragged over it.
 */
export function FileDropArea({ label, hint, multiple = false, onFiles, inputRef }: FileDropAreaProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <div
      data-slot="upload-drop-area"
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles(Array.from(event.dataTransfer.files).slice(0, multiple ? undefined : 1));
      }}
      className="flex flex-col gap-2 rounded-md border border-dashed border-input p-4 data-dragging:border-primary data-dragging:bg-primary/5"
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple={multiple}
        accept=".csv,text/csv"
        onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
        className="text-sm"
      />
      <p className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}
