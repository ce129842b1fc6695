import { baseKeymap } from "prosemirror-commands";
import { dropCursor } from "prosemirror-dropcursor";
import { gapCursor } from "prosemirror-gapcursor";
import { history } from "prosemirror-history";
import { inputRules } from "prosemirror-inputrules";
import { keymap } from "prosemirror-keymap";
import type { Plugin } from "prosemirror-state";
import { editorSchema } from "../schema";
import { buildInputRules } from "../extensions/input-rules/input-rules";
import { buildKeymap } from "../extensions/keymap/keymap";
import { autoLinkRule } from "../extensions/link/link";

/** The plugins every editor has, in precedence order; `extra` ones come first. */
export function basePlugins(extra: Plugin[] = []): Plugin[] {
  return [
    ...extra,
    inputRules({ rules: [autoLinkRule()] }),
    buildInputRules(editorSchema),
    keymap(buildKeymap(editorSchema)),
    keymap(baseKeymap),
    // Colour and width come from the stylesheet (styles.css).
    dropCursor({ color: false, width: 2, class: "sendline-dropcursor" }),
    gapCursor(),
    history(),
  ];
}
