import {
  capSmsSegments,
  countSms,
  nonGsmCharacters,
  replaceWithGsm,
  smsSegmentLimitText,
  type SmsEditKind,
} from "@sendline/core";
import { BracesIcon } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent, type ComponentProps } from "react";
import { Button } from "../button/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../dropdown-menu/dropdown-menu";
import { cn } from "../lib/cn";
import { Textarea } from "../textarea/textarea";

/** A personalisation tag offered by the merge-tag menu (SPEC §3 "Merge-tag entry"). */
type SmsMergeTag = { field_name: string; label: string };

type SmsMessageBoxProps = Omit<ComponentProps<typeof Textarea>, "value" | "defaultValue" | "onChange"> & {
  /** The message (controlled). */
  value?: string;
  /** @default "" */
  defaultValue?: string;
  /** Called with each accepted edit; typing past `maxSegments` is reverted and not reported. */
  onValueChange?: (value: string) => void;
  /**
   * The most segments the message may use: a warning shows at the cap and typing past it is
   * reverted. A paste past it is kept with an error, so the user can cut it down.
   */
  maxSegments?: number;
  /** Tags for the "Insert tag" menu; each inserts `{{field_name}}` at the caret. No menu when empty. */
  mergeTags?: readonly SmsMergeTag[];
};

function SmsMessageBox({
  value: valueProp,
  defaultValue = "",
  onValueChange,
  maxSegments,
  mergeTags = [],
  className,
  disabled,
  readOnly,
  "aria-describedby": describedBy,
  ...props
}: SmsMessageBoxProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const pasting = useRef(false);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = valueProp ?? uncontrolled;
  const count = countSms(value);
  const atCap = maxSegments !== undefined && count.segments === maxSegments;
  const overCap = maxSegments !== undefined && count.segments > maxSegments;
  const nonGsm = count.encoding === "UNICODE" ? nonGsmCharacters(value) : [];
  const replaceable = nonGsm.some((entry) => entry.replacement !== null);

  const commit = (next: string) => {
    if (valueProp === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  /** Applies an edit through the segment cap; returns false when it was reverted. */
  const accept = (next: string, kind: SmsEditKind = "typed") => {
    if (maxSegments !== undefined && capSmsSegments(value, next, maxSegments, kind).reverted) return false;
    commit(next);
    return true;
  };

  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const element = event.target;
    const caret = element.selectionStart - (element.value.length - value.length);
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? "";
    const kind = pasting.current || /^insertFrom(Paste|Drop)/.test(inputType) ? "pasted" : "typed";
    pasting.current = false;
    if (accept(element.value, kind)) return;
    // React puts the previous value back after this handler; keep the caret where the edit began.
    queueMicrotask(() => element.setSelectionRange(caret, caret));
  };

  const insertTag = (tag: SmsMergeTag) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const text = `{{${tag.field_name}}}`;
    const inserted = accept(value.slice(0, start) + text + value.slice(end));
    const caret = inserted ? start + text.length : start;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, inserted ? caret : end);
    });
  };

  const replaceAll = () => {
    const next = replaceWithGsm(value);
    commit(next);
    requestAnimationFrame(() => textarea.current?.focus());
  };

  const segmentsText = maxSegments === undefined ? `${count.segments}` : `${count.segments}/${maxSegments}`;

  return (
    <div
      data-slot="sms-message-box"
      data-state={overCap ? "over-cap" : atCap ? "at-cap" : "within"}
      data-encoding={count.encoding}
      className={cn("flex flex-col gap-1.5", className)}
    >
      <Textarea
        ref={textarea}
        value={value}
        onChange={change}
        disabled={disabled}
        readOnly={readOnly}
        aria-describedby={[
          describedBy,
          `${id}-counter`,
          nonGsm.length > 0 ? `${id}-non-gsm` : undefined,
          atCap || overCap ? `${id}-cap` : undefined,
        ]
          .filter(Boolean)
          .join(" ")}
        rows={5}
        {...props}
        onPaste={(event) => {
          pasting.current = true;
          props.onPaste?.(event);
        }}
        aria-invalid={overCap || props["aria-invalid"]}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          id={`${id}-counter`}
          data-slot="sms-message-box-counter"
          className="flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums"
        >
          <span data-slot="sms-message-box-encoding">{count.encoding === "GSM" ? "GSM" : "Unicode"}</span>
          <span data-slot="sms-message-box-characters">{count.characters} characters</span>
          <span data-slot="sms-message-box-segments">
            {segmentsText} {count.segments === 1 ? "segment" : "segments"}
          </span>
          <span data-slot="sms-message-box-remaining">{count.remaining} remaining</span>
        </p>
        {mergeTags.length > 0 ? (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild disabled={disabled || readOnly}>
              <Button variant="outline" size="sm">
                <BracesIcon aria-hidden />
                Insert tag
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" onCloseAutoFocus={(event) => event.preventDefault()}>
              {mergeTags.map((tag) => (
                <DropdownMenuItem key={tag.field_name} onSelect={() => insertTag(tag)}>
                  {tag.label}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
      {nonGsm.length > 0 ? (
        <div
          data-slot="sms-message-box-non-gsm"
          className="flex flex-wrap items-center gap-2 rounded-md bg-warning/10 px-2 py-1.5 text-xs"
        >
          <p id={`${id}-non-gsm`} className="flex flex-wrap items-center gap-1">
            <span>Not in the GSM set, so the message is sent as Unicode:</span>
            {nonGsm.map((entry) => (
              <mark
                key={entry.char}
                data-replaceable={entry.replacement !== null}
                title={characterName(entry.char)}
                className="rounded bg-warning/30 px-1 font-mono text-foreground"
              >
                {visibleCharacter(entry.char)}
              </mark>
            ))}
          </p>
          {replaceable && !readOnly ? (
            <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={replaceAll}>
              Replace with GSM characters
            </Button>
          ) : null}
        </div>
      ) : null}
      <p
        id={`${id}-cap`}
        role="status"
        data-slot="sms-message-box-cap"
        className="text-xs font-medium text-danger"
      >
        {overCap
          ? `${smsSegmentLimitText(maxSegments)} Shorten the message to ${count.segments - maxSegments} fewer ${count.segments - maxSegments === 1 ? "segment" : "segments"}.`
          : atCap
            ? `Maximum of ${maxSegments} SMS ${maxSegments === 1 ? "segment" : "segments"} reached.`
            : ""}
      </p>
    </div>
  );
}

/** Characters that show as nothing (spaces, joiners) are named by their code point instead. */
function visibleCharacter(char: string): string {
  return /^[\s\p{Cf}]$/u.test(char) ? codePoint(char) : char;
}

function characterName(char: string): string {
  const names: Record<string, string> = {
    "\u00A0": "no-break space",
    "\u200B": "zero-width space",
    "\u2013": "en dash",
    "\u2014": "em dash",
    "\u2026": "ellipsis",
  };
  return names[char] ?? codePoint(char);
}

function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

export { SmsMessageBox, type SmsMergeTag, type SmsMessageBoxProps };
