import {
  ellipsis,
  emDash,
  InputRule,
  inputRules,
  smartQuotes,
  textblockTypeInputRule,
  wrappingInputRule,
} from "prosemirror-inputrules";
import type { NodeType, Schema } from "prosemirror-model";
import type { Plugin } from "prosemirror-state";

/** `---` on an empty line becomes a horizontal rule. */
function horizontalRuleRule(type: NodeType): InputRule {
  return new InputRule(/^(?:---|___)$/, (state, _match, start) => {
    const $start = state.doc.resolve(start);
    if (!$start.parent.isTextblock || $start.parent.type.spec.code) return null;
    return state.tr.replaceRangeWith($start.before(), $start.after(), type.create()).scrollIntoView();
  });
}

/** Markdown-like shortcuts: `> `, `1. `, `- `, ``` ``` ```, `# ` to `###### `, `---`, smart quotes. */
export function buildInputRules(schema: Schema): Plugin {
  const { nodes } = schema;
  return inputRules({
    rules: [
      ...smartQuotes,
      ellipsis,
      emDash,
      wrappingInputRule(/^\s*>\s$/, nodes.blockquote!),
      wrappingInputRule(
        /^(\d+)\.\s$/,
        nodes.ordered_list!,
        (match) => ({ order: Number(match[1]) }),
        (match, node) => node.childCount + Number(node.attrs.order) === Number(match[1]),
      ),
      wrappingInputRule(/^\s*([-+*])\s$/, nodes.bullet_list!),
      textblockTypeInputRule(/^```$/, nodes.code_block!),
      textblockTypeInputRule(/^(#{1,6})\s$/, nodes.heading!, (match) => ({ level: match[1]?.length ?? 1 })),
      horizontalRuleRule(nodes.horizontal_rule!),
    ],
  });
}
